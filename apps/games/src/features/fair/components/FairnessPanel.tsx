import { useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useSetInhouseClientSeedMutation } from '@platform/api-client';
import { Button, useAppNavigate } from '@platform/ui';
import { Input } from '@platform/ui/forms';
import type { SeedState } from '../hooks/useSeedState';

/**
 * Provably fair, before and after a round (docs/product-rules.md#games): the hash of the server
 * seed the next round uses, the player's client seed (editable: setInhouseClientSeed), the nonce,
 * and after a round the link that verifies it.
 */
export function FairnessPanel({
  seed,
  lastRoundId,
  onSeed,
}: {
  seed: SeedState | undefined;
  lastRoundId: string | null;
  onSeed: (next: SeedState) => void;
}) {
  const { t } = useTranslation('games');
  const navigate = useAppNavigate();
  const [editing, setEditing] = useState<string | null>(null);
  const [setClientSeed, { isLoading }] = useSetInhouseClientSeedMutation();
  return (
    <details className="games-fair" data-testid="fairness-panel">
      <summary>{t('fair.title')}</summary>
      <dl>
        <dt>{t('fair.serverSeedHash')}</dt>
        <dd className="games-mono" data-testid="fair-hash">
          {seed?.serverSeedHash ?? '—'}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd>
          {editing === null ? (
            <>
              <span className="games-mono" data-testid="fair-client-seed">
                {seed?.clientSeed ?? '—'}
              </span>{' '}
              <Button
                size="mini"
                fill="outline"
                disabled={!seed}
                data-testid="fair-edit"
                onClick={() => setEditing(seed?.clientSeed ?? '')}
              >
                {t('fair.change')}
              </Button>
            </>
          ) : (
            <div className="games-fair-edit">
              <Input
                value={editing}
                maxLength={64}
                onChange={setEditing}
                aria-label={t('fair.clientSeed')}
                data-testid="fair-client-input"
              />
              <Button
                size="mini"
                color="primary"
                loading={isLoading}
                disabled={!/^[\x21-\x7e]{1,64}$/.test(editing.trim())}
                data-testid="fair-save"
                onClick={() =>
                  void setClientSeed({ clientSeed: editing.trim() })
                    .unwrap()
                    .then((next) => {
                      onSeed(next);
                      setEditing(null);
                    })
                    .catch(() => undefined)
                }
              >
                {t('fair.save')}
              </Button>
            </div>
          )}
        </dd>
        <dt>{t('fair.nonce')}</dt>
        <dd data-testid="fair-nonce">{seed?.nonce ?? '—'}</dd>
      </dl>
      {lastRoundId && (
        <Button
          size="small"
          fill="none"
          color="primary"
          data-testid="fair-verify-link"
          onClick={() => navigate(routePath('gameVerify', { roundId: lastRoundId }))}
        >
          {t('fair.verifyLast')}
        </Button>
      )}
      <p className="games-hint">{t('fair.help')}</p>
    </details>
  );
}
