import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { HELP_TOPICS } from '@platform/api-client/tables';
import { Button, useAppNavigate } from '@platform/ui';
import { HELP_NOTICE_ROUTE, HELP_TOPIC_ROUTES } from '../topics';
import { HELP_ENTRY_ICONS, type HelpEntry } from './topicIcons';
import { TopQuestionList } from './TopQuestionList';

const ENTRIES: readonly HelpEntry[] = ['notice', ...HELP_TOPICS];

function routeOf(entry: HelpEntry) {
  return entry === 'notice' ? HELP_NOTICE_ROUTE : HELP_TOPIC_ROUTES[entry];
}

/**
 * The help centre (docs/product-rules.md#help): the notices and the topics as a grid, the top
 * questions (each opening its topic at the question), and the ways to reach a person.
 */
export function HelpCentre() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  return (
    <div className="support-help">
      <nav className="support-help-grid" aria-label={t('help.topicsTitle')}>
        {ENTRIES.map((entry) => {
          const Icon = HELP_ENTRY_ICONS[entry];
          return (
            <button
              key={entry}
              type="button"
              className="support-help-topic"
              data-testid={`help-topic-${entry}`}
              onClick={() => navigate(routePath(routeOf(entry)))}
            >
              <Icon className="support-help-icon" />
              <span className="support-help-text">{t(`help.topics.${entry}`)}</span>
            </button>
          );
        })}
      </nav>
      <TopQuestionList header={t('help.top')} testId="help-top" />
      <div className="support-help-actions">
        <Button
          block
          color="primary"
          data-testid="help-customer-service"
          onClick={() => navigate(routePath('customerService'))}
        >
          {t('help.contactService')}
        </Button>
        <Button
          block
          fill="outline"
          color="primary"
          data-testid="help-feedback"
          onClick={() => navigate(routePath('feedback'))}
        >
          {t('help.leaveFeedback')}
        </Button>
      </div>
    </div>
  );
}
