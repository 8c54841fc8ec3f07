import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetInviterQrcodeQuery } from '@platform/api-client';
import { CopyButton, List } from '@platform/ui';

/**
 * The kit's copy button says only "Copy"; the group around it says what it copies, which a screen
 * reader reads with the button (docs/decisions.md#accessibility-offers-vip-and-support).
 */
function CopyGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span role="group" aria-label={label}>
      {children}
    </span>
  );
}

/** The member's invite code and link, each with a copy button, and the link's QR code. */
export function InviteShare({ inviteCode, inviteUrl }: { inviteCode: string; inviteUrl: string }) {
  const { t } = useTranslation('promotions');
  const { data: qr } = useGetInviterQrcodeQuery();
  return (
    <section className="promotions-record-card promotions-invite-share" data-testid="invite-share">
      <List>
        <List.Item
          description={<span data-testid="invite-code">{inviteCode}</span>}
          extra={
            <CopyGroup label={t('invite.share.copyCode')}>
              <CopyButton text={inviteCode} testId="invite-copy-code" />
            </CopyGroup>
          }
        >
          {t('invite.share.code')}
        </List.Item>
        <List.Item
          description={
            <span className="promotions-invite-link" data-testid="invite-link">
              {inviteUrl}
            </span>
          }
          extra={
            <CopyGroup label={t('invite.share.copyLink')}>
              <CopyButton text={inviteUrl} testId="invite-copy-link" />
            </CopyGroup>
          }
        >
          {t('invite.share.link')}
        </List.Item>
      </List>
      {qr && (
        <img
          className="promotions-invite-qr"
          src={qr.qrcode}
          alt={t('invite.share.qrAlt')}
          width={180}
          height={180}
          data-testid="invite-qr"
        />
      )}
      <p className="promotions-hint" data-testid="invite-share-hint">
        {t('invite.share.hint')}
      </p>
    </section>
  );
}
