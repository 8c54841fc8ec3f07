import { useCallback, useState } from 'react';
import {
  newIdempotencyKey,
  useSendChatImageMutation,
  useSendChatMessageMutation,
  watchUploadProgress,
  type ChatMessage,
} from '@platform/api-client';
import { isNetworkFailure } from '@platform/ui';
import type { PendingLine } from '../chatRules';

/**
 * Sends the player's lines (docs/product-rules.md#customer-service). Each line has a clientId
 * kept with it from the first attempt: a line whose call got no answer shows "not sent" and its
 * retry sends the same clientId, so the server answers the stored line rather than a second one.
 * A refusal (too frequent) is the shell's toast; the line goes and `onRefused` gets its text back.
 */
export function useChatSender(
  conversationId: number,
  visitorKey: string | null,
  onRefused: (text: string | null) => void,
) {
  const [sendMessage] = useSendChatMessageMutation();
  const [sendImage] = useSendChatImageMutation();
  const [pending, setPending] = useState<PendingLine[]>([]);
  const [sent, setSent] = useState<ChatMessage[]>([]);

  const update = (clientId: string, change: Partial<PendingLine>) =>
    setPending((lines) => lines.map((l) => (l.clientId === clientId ? { ...l, ...change } : l)));

  const attempt = useCallback(
    async (line: PendingLine) => {
      const ref = { conversationId, ...(visitorKey ? { visitorKey } : {}) };
      let stopWatching = () => {};
      if (line.file) {
        stopWatching = watchUploadProgress(line.file, (progress) =>
          update(line.clientId, { progress }),
        );
      }
      const result = line.file
        ? await sendImage({ ...ref, clientId: line.clientId, file: line.file }).finally(
            stopWatching,
          )
        : await sendMessage({ ...ref, clientId: line.clientId, text: line.text ?? '' });
      if (result.data) {
        const message = result.data.message;
        setSent((list) => [...list, message]);
        setPending((lines) => lines.filter((l) => l.clientId !== line.clientId));
        return;
      }
      if (isNetworkFailure(result.error)) {
        update(line.clientId, { state: 'failed' });
        return;
      }
      setPending((lines) => lines.filter((l) => l.clientId !== line.clientId));
      onRefused(line.text);
    },
    [conversationId, visitorKey, sendImage, sendMessage, onRefused],
  );

  const start = (text: string | null, file: File | null) => {
    const line: PendingLine = {
      clientId: newIdempotencyKey(),
      text,
      file,
      state: 'sending',
      progress: 0,
      createdAt: new Date().toISOString(),
    };
    setPending((lines) => [...lines, line]);
    void attempt(line);
  };

  return {
    pending,
    sent,
    sendText: (text: string) => start(text, null),
    sendFile: (file: File) => start(null, file),
    retry: (line: PendingLine) => {
      const again = { ...line, state: 'sending' as const, progress: 0 };
      update(line.clientId, { state: 'sending', progress: 0 });
      void attempt(again);
    },
  };
}
