import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { PayloadOf } from '@platform/api-client';
import { PLAY_SESSION_GAP_MINUTES } from '@platform/api-client/contract';
import { List } from '@platform/ui';
import { useDuration } from './Duration';
import { PendingChange } from './PendingChange';
import { PlayTimeSheet, type PlayTimeSetting } from './PlayTimeSheet';

type Session = PayloadOf<'getPlayerProtection'>['session'];

/**
 * The session time limit (with a waiting raise or removal) and the reality check interval; a tap
 * opens the sheet of choices (docs/product-rules.md#responsible-gambling).
 */
export function PlayTime({ session }: { session: Session }) {
  const { t } = useTranslation('account');
  const duration = useDuration();
  const [editing, setEditing] = useState<PlayTimeSetting | null>(null);
  return (
    <section data-testid="protection-time">
      <h3 className="account-protection-heading">{t('protection.time.title')}</h3>
      <List className="account-list">
        <List.Item
          data-testid="session-limit"
          onClick={() => setEditing('sessionLimit')}
          extra={
            <span data-testid="session-limit-value">
              {session.limitMinutes === null
                ? t('protection.none')
                : duration(session.limitMinutes)}
            </span>
          }
          description={
            <>
              {t('protection.time.sessionLimitHint', { gap: PLAY_SESSION_GAP_MINUTES })}
              {session.pending && (
                <PendingChange
                  pending={session.pending}
                  valueText={
                    session.pending.value === null ? null : duration(session.pending.value)
                  }
                  limit="session"
                  testId="session-limit"
                />
              )}
            </>
          }
        >
          {t('protection.time.sessionLimit')}
        </List.Item>
        <List.Item
          data-testid="reality-check"
          onClick={() => setEditing('realityCheck')}
          extra={
            <span data-testid="reality-check-value">
              {session.realityCheckMinutes === null
                ? t('protection.off')
                : duration(session.realityCheckMinutes)}
            </span>
          }
          description={t('protection.time.realityCheckHint')}
        >
          {t('protection.time.realityCheck')}
        </List.Item>
      </List>
      <PlayTimeSheet
        setting={editing}
        current={editing === 'realityCheck' ? session.realityCheckMinutes : session.limitMinutes}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
