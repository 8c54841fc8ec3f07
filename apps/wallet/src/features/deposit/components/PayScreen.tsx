import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { Button, PageLayout, Result, useBack } from '@platform/ui';

/** Only a processor's web page may be framed: http(s), never javascript: or data: links. */
export function safePayUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /pages/finance/iframWeb?url=…&orderNo=…: the payment processor's checkout page inside the app.
 * Some processors refuse to be framed, so the page can also open in the browser.
 */
export function PayScreen() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const url = safePayUrl(params.get('url'));
  const orderNo = params.get('orderNo') ?? undefined;
  const back = useBack(routePath('depositInfo', { orderNo }));
  return (
    <PageLayout
      title={t('deposit.pay.pageTitle')}
      onBack={back}
      right={
        url ? (
          <Button
            size="mini"
            fill="none"
            onClick={() => void window.open(url, '_blank', 'noopener')}
          >
            {t('deposit.pay.openInBrowser')}
          </Button>
        ) : undefined
      }
    >
      {url ? (
        <iframe
          className="wallet-iframe"
          src={url}
          title={t('deposit.pay.pageTitle')}
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation"
          referrerPolicy="no-referrer"
          data-testid="pay-frame"
        />
      ) : (
        <Result status="warning" title={t('deposit.pay.badLink')} />
      )}
    </PageLayout>
  );
}
