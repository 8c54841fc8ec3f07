import { useTranslation } from '@platform/i18n';
import { Button, Toast } from '../kit';

/** Clipboard API where the page may use it (https, localhost), else the old selection copy. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/**
 * "Copy" next to a value the player pastes into a bank or wallet app. `what` names the value (the
 * row's label, "Order number"): a screen reader hears "Copy Order number", which still starts
 * with the word the button shows (docs/accessibility.md#names-and-landmarks).
 */
export function CopyButton({
  text,
  what,
  testId,
}: {
  text: string;
  what?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      aria-label={what ? t('kit.copy.named', { what }) : undefined}
      size="mini"
      color="primary"
      fill="outline"
      data-testid={testId}
      onClick={async () => {
        const copied = await copyText(text);
        Toast.show({ content: t(copied ? 'kit.copy.done' : 'kit.copy.failed') });
      }}
    >
      {t('kit.copy.action')}
    </Button>
  );
}
