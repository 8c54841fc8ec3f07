import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, Result } from '@platform/ui';
import { useNavigate } from '@platform/ui/router';

/**
 * The play page with nothing to play (docs/product-rules.md#games): opened without a game, or
 * with a game or venue the catalogue does not know. It says which, and leads back to the games.
 */
export function NoSuchGame({ reason }: { reason: 'noGame' | 'unknownGame' }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t(`play.${reason}`)}
      data-testid={`play-${reason}`}
      description={
        <Button
          size="small"
          color="primary"
          data-testid="play-to-lobby"
          onClick={() => void navigate(routePath('gameList'))}
        >
          {t('play.toLobby')}
        </Button>
      }
    />
  );
}
