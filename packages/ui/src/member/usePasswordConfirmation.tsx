import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { useConfirmLoginPasswordMutation } from '@platform/api-client';
import { PASSWORD_CONFIRMATION_REQUIRED } from '@platform/api-client/contract';
import { Button, Popup } from '../kit';

/** Whether a call was refused for want of a recent proof of the login password. */
export function needsPasswordConfirmation(error: unknown): error is { msg: string } {
  const refusal = error as { kind?: unknown; errorCode?: unknown } | null | undefined;
  return refusal?.kind === 'refused' && refusal.errorCode === PASSWORD_CONFIRMATION_REQUIRED;
}

/**
 * The step that asks for the login password: a sheet with why (the server's words), the password,
 * and what a wrong one drew (the attempts left). Resolves through `onDone`: true once the server
 * took the password, false when the player cancelled or the session ended (a 5th wrong one).
 */
function PasswordConfirmSheet({
  reason,
  onDone,
}: {
  reason: string | null;
  onDone: (proved: boolean) => void;
}) {
  const { t } = useTranslation(['common', 'validation']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmLoginPasswordMutation();
  const finish = (proved: boolean) => {
    setPassword('');
    setError(null);
    onDone(proved);
  };
  const submit = async () => {
    if (!password) return setError(t('validation:password.required'));
    const result = await confirm({ password });
    if (!result.error) return finish(true);
    const refusal = result.error as { kind?: string; msg?: string };
    if (refusal.kind === 'refused') return setError(refusal.msg || null);
    // The session ended (the app goes to the login page) or the network failed: stop here.
    if (refusal.kind === 'unauthorized') finish(false);
  };
  return (
    <Popup
      visible={reason !== null}
      onMaskClick={() => finish(false)}
      onClose={() => finish(false)}
      bodyClassName="kit-sheet"
    >
      <form
        className="kit-confirm-password"
        data-testid="confirm-password"
        onSubmit={(event) => {
          event.preventDefault();
          // The sheet is a portal: its submit must not reach a form of the page around it.
          event.stopPropagation();
          void submit();
        }}
      >
        <h3>{t('kit.confirmPassword.title')}</h3>
        <p className="kit-hint" data-testid="confirm-password-reason">
          {reason}
        </p>
        {/* A plain field in the kit's input style: the sheet is in the forms entry's own module. */}
        <div className="adm-input kit-confirm-password-field" data-testid="confirm-password-input">
          <input
            className="adm-input-element"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            placeholder={t('kit.confirmPassword.placeholder')}
            aria-label={t('kit.confirmPassword.placeholder')}
          />
        </div>
        {error && (
          <p className="kit-error" role="alert" data-testid="confirm-password-error">
            {error}
          </p>
        )}
        <div className="kit-confirm-password-actions">
          <Button block onClick={() => finish(false)} data-testid="confirm-password-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            block
            type="submit"
            color="primary"
            loading={isLoading}
            data-testid="confirm-password-submit"
          >
            {t('actions.confirm')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

/**
 * Changes that could hand the account to someone else (a phone or e-mail, the payment password, a
 * payment account) need the login password proved on this session within minutes
 * (docs/decisions-api.md#account-takeover). `confirmed(send)` sends the call; when the server
 * refuses it for want of that proof, it asks for the password (`step`, which the page renders
 * once), proves it (confirmLoginPassword), and sends the same call again, answering what that
 * second call answered — or the first refusal when the player cancelled. The server is the judge
 * of the window, so the app keeps no clock of its own. Render `step` beside the page's form, not
 * inside it.
 */
export function usePasswordConfirmation(): {
  confirmed: <R extends { error?: unknown }>(send: () => PromiseLike<R>) => Promise<R>;
  step: ReactNode;
} {
  const [reason, setReason] = useState<string | null>(null);
  const pending = useRef<((proved: boolean) => void) | null>(null);
  const confirmed = useCallback(
    async <R extends { error?: unknown }>(send: () => PromiseLike<R>): Promise<R> => {
      const first = await send();
      if (!needsPasswordConfirmation(first.error)) return first;
      const why = first.error.msg;
      const proved = await new Promise<boolean>((resolve) => {
        pending.current = resolve;
        setReason(why);
      });
      return proved ? await send() : first;
    },
    [],
  );
  const done = useCallback((proved: boolean) => {
    setReason(null);
    pending.current?.(proved);
    pending.current = null;
  }, []);
  return { confirmed, step: <PasswordConfirmSheet reason={reason} onDone={done} /> };
}
