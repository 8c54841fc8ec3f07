import { useState } from 'react';
import type { Lottery6Result } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { Button, formatDateTime } from '@platform/ui';
import { checkDraw } from '../slip';
import { Balls } from './Balls';

/**
 * The last draws with their balls, each verifiable here: the revealed seed, its SHA-256 against
 * the hash shown before the draw, and the numbers recomputed with fair-games (the server's function).
 */
export function DrawResults({ results }: { results: readonly Lottery6Result[] }) {
  const { t, i18n } = useTranslation('games');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="l6-results" data-testid="l6-results">
      <h3>{t('lottery6.results')}</h3>
      {results.length === 0 && <p className="l6-note">{t('lottery6.noResults')}</p>}
      {results.map((result) => (
        <div key={result.drawKey} className="l6-result" data-testid="l6-result">
          <div className="l6-result-head">
            <span>{formatDateTime(result.drawAt, i18n.language)}</span>
            <Balls numbers={result.numbers} special={result.special} />
            <Button
              size="mini"
              data-testid="l6-verify"
              onClick={() => setOpen(open === result.drawKey ? null : result.drawKey)}
            >
              {t('lottery6.verify')}
            </Button>
          </div>
          {open === result.drawKey && <DrawCheckView result={result} />}
        </div>
      ))}
    </section>
  );
}

function DrawCheckView({ result }: { result: Lottery6Result }) {
  const { t } = useTranslation('games');
  const check = checkDraw(result);
  const recomputed = { numbers: check.numbers.join(' '), special: check.special };
  return (
    <dl className="l6-check" data-testid="l6-check">
      <dt>{t('lottery6.drawKey')}</dt>
      <dd>
        <code>{result.drawKey}</code>
      </dd>
      <dt>{t('lottery6.revealedSeed')}</dt>
      <dd>
        <code>{result.serverSeed}</code>
      </dd>
      <dt>{t('lottery6.seedHash')}</dt>
      <dd>
        <code>{check.hash}</code>
        <div data-testid="l6-check-hash" className={check.hashMatches ? 'l6-ok' : 'l6-bad'}>
          {t(check.hashMatches ? 'lottery6.hashOk' : 'lottery6.hashBad')}
        </div>
      </dd>
      <dt>{t('lottery6.recomputed')}</dt>
      <dd data-testid="l6-check-numbers" className={check.numbersMatch ? 'l6-ok' : 'l6-bad'}>
        {t(check.numbersMatch ? 'lottery6.numbersOk' : 'lottery6.numbersBad', recomputed)}
      </dd>
    </dl>
  );
}
