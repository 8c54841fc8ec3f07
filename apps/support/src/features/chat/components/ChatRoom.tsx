import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  CHAT_POLL_MS,
  useGetChatMessagesQuery,
  useReadChatMutation,
  useStreamFallbackPolling,
  type ChatConversation,
  type ServiceGroup,
} from '@platform/api-client';
import { Button, Popup, QueryState, usePageVisible } from '@platform/ui';
import { readUpTo, shownLines } from '../chatRules';
import { useChatSender } from '../hooks/useChatSender';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageBubble, PendingBubble } from './MessageBubble';

/** How close to the end (px) still counts as reading the newest line. */
const AT_END_PX = 48;

/**
 * One open conversation (docs/product-rules.md#customer-service): its lines, kept fresh by the
 * event stream (polling only while the stream is down), the player's sending, and the agents'
 * lines marked read while the page is on screen.
 */
export function ChatRoom({
  group,
  conversation,
  visitorKey,
  initialText,
  onReopen,
}: {
  group: ServiceGroup;
  conversation: ChatConversation;
  visitorKey: string | null;
  initialText: string;
  /** Starts a new conversation once an agent has closed this one. */
  onReopen: () => void;
}) {
  const { t } = useTranslation('support');
  const ref = { conversationId: conversation.id, ...(visitorKey ? { visitorKey } : {}) };
  const pollingInterval = useStreamFallbackPolling(CHAT_POLL_MS);
  const chat = useGetChatMessagesQuery(ref, { pollingInterval });
  const [readChat] = useReadChatMutation();
  const visible = usePageVisible();
  const [text, setText] = useState(initialText);
  const [viewing, setViewing] = useState<string | null>(null);
  const onRefused = useCallback(
    (refused: string | null) => {
      if (refused !== null) setText((current) => (current === '' ? refused : current));
    },
    [setText],
  );
  const sender = useChatSender(conversation.id, visitorKey, onRefused);
  const messages = chat.data?.messages ?? [];
  const current = chat.data?.conversation ?? conversation;
  const lines = shownLines(messages, sender.sent, sender.pending);

  // Read marking: the newest agent line once the player can see it.
  const asked = useRef<number | null>(null);
  const upToId = chat.data ? readUpTo(chat.data.messages) : null;
  useEffect(() => {
    if (!visible || upToId === null || asked.current === upToId) return;
    asked.current = upToId;
    void readChat({ ...ref, upToId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ref` is rebuilt from these each render
  }, [visible, upToId, conversation.id, visitorKey, readChat]);

  // Scrolling: to the newest line on open and when one arrives, unless the player scrolled up.
  const list = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const scrollToEnd = () => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
    atEnd.current = true;
    setUnseen(false);
  };
  const lastKey = lines.length
    ? (() => {
        const last = lines[lines.length - 1]!;
        return last.kind === 'message' ? `m${last.message.id}` : `p${last.line.clientId}`;
      })()
    : '';
  const lastIsMine = lines.length > 0 && lines[lines.length - 1]!.kind === 'pending';
  useLayoutEffect(() => {
    if (!lastKey) return;
    if (atEnd.current || lastIsMine) scrollToEnd();
    else setUnseen(true);
  }, [lastKey, lastIsMine]);

  return (
    <div className="support-chat" data-testid="chat-room">
      <ChatHeader group={group} conversation={current} />
      <div
        ref={list}
        className="support-chat-list"
        data-testid="chat-list"
        // A log: a screen reader reads out each line added (an agent's answer) without moving
        // focus; focusable, so a keyboard scrolls it (docs/decisions.md#accessibility-offers-vip-and-support).
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chat.log')}
        tabIndex={0}
        onScroll={(event) => {
          const node = event.currentTarget;
          atEnd.current = node.scrollHeight - node.scrollTop - node.clientHeight < AT_END_PX;
          if (atEnd.current) setUnseen(false);
        }}
      >
        <QueryState
          isLoading={chat.isLoading}
          isError={chat.isError && !chat.data}
          onRetry={() => void chat.refetch()}
        >
          {chat.data?.hasEarlier && <p className="support-chat-system">{t('chat.earlier')}</p>}
          {lines.length === 0 && <p className="support-chat-system">{t('chat.empty')}</p>}
          {lines.map((line) =>
            line.kind === 'message' ? (
              <MessageBubble
                key={`m${line.message.id}`}
                message={line.message}
                onImage={setViewing}
              />
            ) : (
              <PendingBubble
                key={`p${line.line.clientId}`}
                line={line.line}
                onRetry={() => sender.retry(line.line)}
              />
            ),
          )}
        </QueryState>
      </div>
      {unseen && (
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          className="support-chat-unseen"
          data-testid="chat-new-messages"
          onClick={scrollToEnd}
        >
          {t('chat.newMessages')}
        </Button>
      )}
      {current.status === 'closed' ? (
        <div className="support-chat-ended" data-testid="chat-ended">
          <span className="support-chat-text">{t('chat.ended')}</span>
          <Button size="small" color="primary" data-testid="chat-reopen" onClick={onReopen}>
            {t('chat.reopen')}
          </Button>
        </div>
      ) : (
        <Composer
          text={text}
          onText={setText}
          onSend={(line) => {
            setText('');
            sender.sendText(line);
          }}
          onImage={sender.sendFile}
        />
      )}
      <Popup
        visible={viewing !== null}
        onMaskClick={() => setViewing(null)}
        onClose={() => setViewing(null)}
        bodyClassName="support-chat-viewer"
      >
        {viewing && (
          <button
            type="button"
            className="support-chat-viewer-image"
            aria-label={t('chat.closeImage')}
            data-testid="chat-image-view"
            onClick={() => setViewing(null)}
          >
            <img src={viewing} alt={t('chat.imageAlt')} />
          </button>
        )}
      </Popup>
    </div>
  );
}
