import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { formatDateTime } from '@platform/ui';
import { countdown } from '../slip';

/**
 * The open draw: its time in business time with the offset (a deadline a player abroad could
 * misread, docs/product-rules.md#business-time), a countdown ticking every second, and the hash of
 * its committed seed. `onDue` is called once when the countdown reaches the draw.
 */
export function NextDraw({
  drawAt,
  serverSeedHash,
  onDue,
}: {
  drawAt: string;
  serverSeedHash: string;
  onDue: () => void;
}) {
  const { t, i18n } = useTranslation('games');
  const [now, setNow] = useState(() => Date.now());
  const dueCalled = useRef<string | null>(null);
  const left = new Date(drawAt).getTime() - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && dueCalled.current !== drawAt) {
      dueCalled.current = drawAt;
      onDue();
    }
  }, [left, drawAt, onDue]);

  const { days, clock } = countdown(left);
  return (
    <div className="l6-next" data-testid="l6-next-draw">
      <div className="l6-next-time">
        {t('lottery6.nextDraw', { time: formatDateTime(drawAt, i18n.language, { zone: true }) })}
      </div>
      <div className="l6-countdown" data-testid="l6-countdown" aria-live="off">
        {left <= 0
          ? t('lottery6.drawing')
          : days > 0
            ? t('lottery6.countdown', { days, clock })
            : clock}
      </div>
      <div className="l6-note">{t('lottery6.salesClose')}</div>
      <div className="l6-hash" title={serverSeedHash}>
        {t('lottery6.seedHash')} <code data-testid="l6-seed-hash">{serverSeedHash}</code>
      </div>
    </div>
  );
}
