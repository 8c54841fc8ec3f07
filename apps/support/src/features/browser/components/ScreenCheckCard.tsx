import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { CheckOutline, Tag } from '@platform/ui';
import { checkScreen, readScreen } from '../screenCheck';

/** This device's screen as it reports it, marked against the recommendation. */
export function ScreenCheckCard() {
  const { t } = useTranslation('support');
  // Read once: the screen does not change while the page is open (a rotation swaps the sides).
  const [reading] = useState(readScreen);
  if (!reading)
    return (
      <p className="support-browser-check" data-testid="browser-check" data-result="unknown">
        {t('browser.check.unknown')}
      </p>
    );
  const result = checkScreen(reading);
  return (
    <div
      className="support-browser-check"
      data-testid="browser-check"
      data-result={result.passes ? 'pass' : 'fail'}
    >
      <p data-testid="browser-check-size" data-ok={result.size}>
        {t('browser.check.size', { width: reading.width, height: reading.height })}
      </p>
      <p data-testid="browser-check-colour" data-ok={result.colour}>
        {t('browser.check.colour', { bits: reading.colorDepth })}
      </p>
      <Tag
        color={result.passes ? 'success' : 'warning'}
        fill="outline"
        data-testid="browser-check-result"
      >
        {result.passes && <CheckOutline aria-hidden />}{' '}
        {t(`browser.check.${result.passes ? 'pass' : 'fail'}`)}
      </Tag>
    </div>
  );
}
