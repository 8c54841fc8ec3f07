import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { List, useAppNavigate } from '@platform/ui';
import { TopQuestionList } from '../../help';

/** The help centre's top questions on the customer service tab, and a way into the centre. */
export function TopQuestions() {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  return (
    <TopQuestionList
      header={t('service.top.title')}
      testId="service-top"
      className="support-desks-top"
    >
      <List.Item data-testid="service-help-centre" onClick={() => navigate(routePath('help'))}>
        {t('service.top.all')}
      </List.Item>
    </TopQuestionList>
  );
}
