import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { selectUserInfo, useAppSelector } from '@platform/api-client';
import { Button, useAppNavigate } from '@platform/ui';

/** A member's own level at the top of the privileges, with the way to their VIP details. */
export function VipHeader({ level }: { level: number | null }) {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  // Until getVipInfo answers, the session's level stands in (the same figure, asked earlier).
  const sessionLevel = useAppSelector(selectUserInfo)?.vipLevel ?? null;
  const shown = level ?? sessionLevel;
  return (
    <section className="promotions-vip-header" data-testid="vip-header">
      <div className="promotions-vip-header-level">
        <small>{t('vip.header.yourLevel')}</small>
        <strong data-testid="vip-header-level">
          {shown === null ? '--' : t('vip.levelName', { level: shown })}
        </strong>
      </div>
      <Button
        size="small"
        color="primary"
        fill="outline"
        data-testid="vip-to-detail"
        onClick={() => navigate(routePath('vipDetail'))}
      >
        {t('vip.header.details')}
      </Button>
    </section>
  );
}
