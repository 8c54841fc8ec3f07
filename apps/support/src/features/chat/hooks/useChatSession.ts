import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CAPTCHA_REQUIRED_ERROR,
  chatVisitorKeyChanged,
  selectIsLogin,
  useAppDispatch,
  useAppSelector,
  useOpenChatMutation,
  type ChatConversation,
  type ServiceGroup,
} from '@platform/api-client';
import { isNetworkFailure } from '@platform/ui';
import { readVisitorKey, storeVisitorKey } from '../chatRules';

export interface CaptchaAnswer {
  captchaKey: string;
  captchaCode: string;
}

/** Whether a refusal asks for the captcha (its errorCode, CAPTCHA_REQUIRED_ERROR). */
function isCaptchaRequired(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'errorCode' in error &&
    error.errorCode === CAPTCHA_REQUIRED_ERROR
  );
}

export type ChatSession =
  | { state: 'opening' }
  | { state: 'name' }
  /** The API asks a guest for the captcha before a new conversation; the name is kept. */
  | { state: 'captcha'; guestName: string | undefined }
  | { state: 'failed' }
  | { state: 'open'; conversation: ChatConversation; visitorKey: string | null };

/**
 * Opens the caller's conversation with a desk group (docs/product-rules.md#customer-service): a
 * member by their token; a guest by the visitor key kept for the group, else after giving a name
 * (the answered key is kept). A guest's key opens the event stream for the conversation while the
 * page is shown.
 */
export function useChatSession(group: ServiceGroup) {
  const isLogin = useAppSelector(selectIsLogin);
  const dispatch = useAppDispatch();
  const [openChat] = useOpenChatMutation();
  const [session, setSession] = useState<ChatSession>({ state: 'opening' });
  const started = useRef<string | null>(null);

  const open = useCallback(
    async (guestName?: string, captcha?: CaptchaAnswer) => {
      const storedKey = isLogin ? null : readVisitorKey(group);
      if (!isLogin && !storedKey && guestName === undefined) {
        setSession({ state: 'name' });
        return;
      }
      setSession({ state: 'opening' });
      const result = await openChat(
        isLogin
          ? { group }
          : storedKey
            ? { group, visitorKey: storedKey, ...captcha }
            : { group, guestName: guestName ?? '', ...captcha },
      );
      if (result.data) {
        const visitorKey = isLogin ? null : (result.data.visitorKey ?? storedKey);
        if (!isLogin && result.data.visitorKey) storeVisitorKey(group, result.data.visitorKey);
        setSession({ state: 'open', conversation: result.data.conversation, visitorKey });
        return;
      }
      // After a few new conversations from one address the API asks for the captcha first.
      if (!isLogin && isCaptchaRequired(result.error)) {
        setSession({ state: 'captcha', guestName });
        return;
      }
      // A kept key the server no longer knows is dropped: the guest starts again with a name.
      if (!isLogin && storedKey && !isNetworkFailure(result.error)) {
        storeVisitorKey(group, null);
        setSession({ state: 'name' });
        return;
      }
      setSession(!isLogin && !storedKey ? { state: 'name' } : { state: 'failed' });
    },
    [group, isLogin, openChat],
  );

  useEffect(() => {
    const key = `${group}|${isLogin}`;
    if (started.current === key) return;
    started.current = key;
    void open();
  }, [group, isLogin, open]);

  const visitorKey = session.state === 'open' ? session.visitorKey : null;
  useEffect(() => {
    if (!visitorKey) return;
    dispatch(chatVisitorKeyChanged(visitorKey));
    return () => void dispatch(chatVisitorKeyChanged(null));
  }, [dispatch, visitorKey]);

  return {
    session,
    submitName: (name: string) => open(name),
    submitCaptcha: (captcha: CaptchaAnswer) =>
      open(session.state === 'captcha' ? session.guestName : undefined, captcha),
    retry: () => open(),
  };
}
