import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSetRealityCheckMutation, useSetSessionLimitMutation } from '@platform/api-client';
import {
  LIMIT_RAISE_COOLING_HOURS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
} from '@platform/api-client/contract';
import { Button, Popup, Toast } from '@platform/ui';
import { ChoiceChips } from '@platform/ui/forms';
import { refusalMessage } from '../../security';
import { useLimitOutcome } from '../hooks/useLimitOutcome';
import { useDuration } from './Duration';
import { WaitingNote } from './WaitingNote';

export type PlayTimeSetting = 'sessionLimit' | 'realityCheck';

const NONE = 'none';

/**
 * Chooses the session time limit or the reality check interval from the contract's choices, or
 * none. The session limit follows the raise rule (a longer one or none waits 24 hours and a
 * confirmation); the reality check changes at once (docs/product-rules.md#responsible-gambling).
 */
export function PlayTimeSheet({
  setting,
  current,
  onClose,
}: {
  setting: PlayTimeSetting | null;
  current: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const duration = useDuration();
  const [setSessionLimit, session] = useSetSessionLimitMutation();
  const [setRealityCheck, reality] = useSetRealityCheckMutation();
  const [shown, setShown] = useState(setting);
  if (setting && setting !== shown) setShown(setting);
  const [choice, setChoice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const finish = () => {
    setRefusal(null);
    setChoice(null);
    onClose();
  };
  const { outcome, take, reset } = useLimitOutcome(finish);
  const close = () => {
    reset();
    finish();
  };
  const isSession = shown === 'sessionLimit';
  const minutes = isSession ? SESSION_LIMIT_MINUTES : REALITY_CHECK_MINUTES;
  const picked = choice ?? (current === null ? NONE : String(current));
  const options = [
    ...minutes.map((m) => ({ value: String(m), label: duration(m) })),
    { value: NONE, label: isSession ? t('protection.none') : t('protection.off') },
  ];

  const save = async () => {
    const value = picked === NONE ? undefined : Number(picked);
    const body = value === undefined ? {} : { minutes: value };
    if (isSession) {
      take(await setSessionLimit(body));
      return;
    }
    const result = await setRealityCheck(body);
    if ('error' in result) {
      setRefusal(refusalMessage(result.error));
      return;
    }
    close();
    Toast.show({ content: t('protection.saved') });
  };

  return (
    <Popup
      visible={setting !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName="account-sheet"
    >
      {shown && (
        <div data-testid={`${shown}-sheet`}>
          <h3 className="account-sheet-title">
            {t(isSession ? 'protection.time.sessionLimit' : 'protection.time.realityCheck')}
          </h3>
          <p className="account-hint">
            {isSession
              ? t('protection.changeRule', { hours: LIMIT_RAISE_COOLING_HOURS })
              : t('protection.time.realityCheckRule')}
          </p>
          {outcome.confirmableFrom ? (
            <WaitingNote from={outcome.confirmableFrom} onDone={close} testId={`${shown}-sheet`} />
          ) : (
            <div className="account-sheet-body">
              <ChoiceChips
                options={options}
                value={picked}
                onChange={setChoice}
                testId={`${shown}-choice`}
              />
              {(outcome.refusal ?? refusal) && (
                <p className="account-error" data-testid={`${shown}-refusal`}>
                  {outcome.refusal ?? refusal}
                </p>
              )}
              <Button
                block
                color="primary"
                loading={session.isLoading || reality.isLoading}
                data-testid={`${shown}-save`}
                onClick={() => void save()}
              >
                {t('shared.save')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}
