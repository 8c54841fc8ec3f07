import { useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { ActivityApplication, ActivityDetail } from '@platform/api-client';
import {
  BreakNotice,
  Button,
  Dialog,
  MoneyFormFooter,
  useAppNavigate,
  useLoginDialog,
  usePlayerBreak,
} from '@platform/ui';
import { IneligibleReason, type ApplyStanding } from '../../offers';
import { useApplyOffer } from '../hooks/useApplyOffer';

/** The answer to a rebate boost's application, applied on the offer page. */
function BoostResult({ application }: { application: ActivityApplication }) {
  const { t } = useTranslation('promotions');
  return (
    <p
      className="promotions-result-note"
      role="status"
      data-testid="boost-result"
      data-status={application.status}
    >
      {t(`offers.boost.${application.status}`)}
    </p>
  );
}

/**
 * The bottom of the offer page (docs/product-rules.md#offers): log in, apply (the form, or right
 * here for a rebate boost, which moves no money of the player's), applied, or why not. During a
 * cool-off or self-exclusion offers stop: the break's notice stands in for the apply button
 * (docs/product-rules.md#responsible-gambling).
 */
export function ApplyBar({
  activity,
  standing,
}: {
  activity: ActivityDetail;
  standing: ApplyStanding;
}) {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  const askLogin = useLoginDialog();
  const { submit, retry, sending, outcomeUnknown, refusal } = useApplyOffer();
  const [boosted, setBoosted] = useState<ActivityApplication | null>(null);
  const { block, known } = usePlayerBreak();

  const applyBoost = async () => {
    const confirmed = await Dialog.confirm({
      content: t('offers.boost.confirm', { title: activity.title }),
      confirmText: t('offers.actions.apply'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    const answer = await submit({ activityId: activity.id });
    if (answer) setBoosted(answer.application);
  };

  switch (standing.kind) {
    case 'automatic':
      return (
        <p className="promotions-apply-note" data-testid="apply-automatic">
          {t('offers.automatic')}
        </p>
      );
    case 'guest':
      return (
        <div className="promotions-apply-bar">
          <Button
            block
            color="primary"
            data-testid="apply-login"
            onClick={() => askLogin(routePath('offerView', { id: activity.id }))}
          >
            {t('offers.actions.loginToApply')}
          </Button>
        </div>
      );
    case 'unknown':
      return (
        <div className="promotions-apply-bar">
          <Button block color="primary" loading disabled data-testid="apply-button">
            {t('offers.actions.apply')}
          </Button>
        </div>
      );
    case 'applied':
      return (
        <div className="promotions-apply-bar">
          <Button block disabled data-testid="apply-applied">
            {t('offers.actions.applied')}
          </Button>
          {boosted && <BoostResult application={boosted} />}
          <Button
            block
            fill="none"
            color="primary"
            data-testid="apply-records"
            onClick={() => navigate(routePath('promotion'))}
          >
            {t('offers.actions.records')}
          </Button>
        </div>
      );
    case 'ineligible':
      return (
        <div className="promotions-apply-bar">
          <Button block disabled data-testid="apply-button">
            {t('offers.actions.apply')}
          </Button>
          <IneligibleReason reason={standing.reason} terms={activity.terms} />
        </div>
      );
    case 'eligible':
      if (block) return <BreakNotice block={block} />;
      return (
        <div className="promotions-apply-bar">
          <MoneyFormFooter
            label={t('offers.actions.apply')}
            testId="apply-button"
            sending={sending}
            disabled={!known}
            outcomeUnknown={outcomeUnknown}
            onSubmit={() =>
              activity.terms.requiresTransfer
                ? navigate(routePath('offerDetail', { id: activity.id }))
                : void applyBoost()
            }
            onRetry={() => void retry().then((answer) => answer && setBoosted(answer.application))}
            result={
              <>
                {refusal && (
                  <p className="promotions-refusal" role="alert" data-testid="apply-refusal">
                    {refusal}
                  </p>
                )}
                {boosted && <BoostResult application={boosted} />}
              </>
            }
          />
        </div>
      );
  }
}
