import { useTranslation } from '@platform/i18n';
import { Button, Result } from '@platform/ui';

/** A page's code could not be loaded (missing or timed out): say so and offer a retry (reload). */
export function ChunkFailure({ reason }: { reason: 'missing' | 'timeout' }) {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-failure" data-testid="chunk-failure">
      <Result
        status="error"
        title={t(`chunkFailure.${reason}`)}
        description={t('chunkFailure.description')}
      />
      <Button block color="primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}
