import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  selectUserInfo,
  useAppSelector,
  useGetActivityDetailQuery,
  useGetUserBalanceQuery,
  type ActivityApplication,
} from '@platform/api-client';
import { termsForLevel } from '@platform/api-client/contract';
import { BreakNotice, DelayedSpinner, Money, QueryState, Tag, usePlayerBreak } from '@platform/ui';
import {
  GuestLogin,
  IneligibleReason,
  applyStanding,
  ratioPercentText,
  useMemberStates,
} from '../../offers';
import { ApplyForm } from './ApplyForm';
import { ApplyResult } from './ApplyResult';

/**
 * The apply page (docs/product-rules.md#offers): the offer's title and key terms, then the form;
 * a member who may not apply sees why and no form; after an answer, its result. During a cool-off
 * or self-exclusion offers stop: the break's notice stands in for the form
 * (docs/product-rules.md#responsible-gambling).
 */
export function ApplyScreen({ id }: { id: number }) {
  const { t } = useTranslation('promotions');
  const detail = useGetActivityDetailQuery({ id });
  const states = useMemberStates();
  const balance = useGetUserBalanceQuery(undefined, { skip: !states.isLogin });
  const vipLevel = useAppSelector(selectUserInfo)?.vipLevel ?? 1;
  const [applied, setApplied] = useState<ActivityApplication | null>(null);
  const playerBreak = usePlayerBreak();
  const activity = detail.data?.activity;

  if (applied) return <ApplyResult application={applied} />;

  const standing = activity
    ? applyStanding(activity, states.isLogin, states.byId.get(activity.id), states.loaded)
    : null;
  const terms = activity ? termsForLevel(activity.terms, vipLevel) : null;

  return (
    <QueryState
      isLoading={detail.isLoading}
      isError={detail.isError && !activity}
      onRetry={() => void detail.refetch()}
    >
      {activity && (
        <section className="promotions-apply" data-testid="apply-screen">
          <h2 className="promotions-offer-heading">{activity.title}</h2>
          {terms && (
            <div className="promotions-key-terms" data-testid="apply-terms">
              <Tag color="primary" fill="outline">
                {t('apply.keyTerms.ratio', { ratio: ratioPercentText(terms.bonusRatioBp) })}
              </Tag>
              <Tag fill="outline">
                {t('apply.keyTerms.max')} <Money fen={terms.maxBonus} />
              </Tag>
              <Tag fill="outline">
                {t('apply.keyTerms.min')} <Money fen={terms.minTransfer} />
              </Tag>
              <Tag fill="outline">
                {t('offers.terms.turnoverMultiple', { multiple: terms.turnoverMultiple })}
              </Tag>
            </div>
          )}
          {standing?.kind === 'guest' && <GuestLogin />}
          {standing?.kind === 'automatic' && (
            <p className="promotions-apply-note">{t('offers.automatic')}</p>
          )}
          {standing?.kind === 'unknown' && <DelayedSpinner />}
          {standing?.kind === 'ineligible' && (
            <IneligibleReason reason={standing.reason} terms={activity.terms} />
          )}
          {standing?.kind === 'applied' && (
            <IneligibleReason reason="alreadyApplied" terms={activity.terms} />
          )}
          {standing?.kind === 'eligible' && !terms && (
            <IneligibleReason reason="vipLevel" terms={activity.terms} />
          )}
          {standing?.kind === 'eligible' && terms && !playerBreak.known && <DelayedSpinner />}
          {standing?.kind === 'eligible' && terms && playerBreak.block && (
            <BreakNotice block={playerBreak.block} />
          )}
          {standing?.kind === 'eligible' && terms && playerBreak.known && !playerBreak.block && (
            <ApplyForm
              activity={activity}
              terms={terms}
              central={balance.data?.userBalanceMap.centralWallet ?? null}
              onApplied={setApplied}
            />
          )}
        </section>
      )}
    </QueryState>
  );
}
