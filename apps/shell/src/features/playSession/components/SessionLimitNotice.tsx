import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, formatTime } from '@platform/ui';
import { useNavigate } from '@platform/ui/router';
import { PlayOverlay } from './PlayOverlay';

/**
 * The session limit reached (docs/product-rules.md#responsible-gambling): play has ended until
 * `resumesAt`. Everything but play stays open, so the player may also close it and stay where
 * they are; "home" closes it too.
 */
export function SessionLimitNotice({
  resumesAt,
  onClose,
}: {
  resumesAt: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PlayOverlay title={t('playSession.limit.title')} testId="session-limit">
      <p data-testid="session-limit-resumes">
        {t('playSession.limit.body', {
          time: resumesAt ? formatTime(resumesAt, i18n.language, { zone: true }) : '',
        })}
      </p>
      <p className="shell-play-muted">{t('playSession.limit.stillOpen')}</p>
      <div className="shell-play-actions">
        <Button
          block
          color="primary"
          data-testid="session-limit-home"
          onClick={() => {
            onClose();
            void navigate(routePath('home'));
          }}
        >
          {t('playSession.limit.home')}
        </Button>
        <Button block data-testid="session-limit-close" onClick={onClose}>
          {t('playSession.limit.close')}
        </Button>
      </div>
    </PlayOverlay>
  );
}
