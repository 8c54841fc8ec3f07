import { useTranslation } from '@platform/i18n';
import type { ChatMessage } from '@platform/api-client';
import { Button, formatDate, formatDateTime, formatTime } from '@platform/ui';
import type { PendingLine } from '../chatRules';

/** A time: the time alone for today (business date), else the date and time. */
function lineTime(iso: string, language: string): string {
  const today = formatDate(new Date().toISOString(), language) === formatDate(iso, language);
  return today ? formatTime(iso, language) : formatDateTime(iso, language);
}

/**
 * One stored line: the player's on the right with sent/read, an agent's on the left with their
 * name, the desk's own lines centred.
 */
export function MessageBubble({
  message,
  onImage,
}: {
  message: ChatMessage;
  onImage: (url: string) => void;
}) {
  const { t, i18n } = useTranslation('support');
  if (message.author === 'system')
    return (
      <div className="support-chat-system" data-testid="chat-message" data-author="system">
        {message.text}
      </div>
    );
  const mine = message.author === 'player';
  return (
    <div
      className={`support-chat-line ${mine ? 'support-chat-line-mine' : ''}`}
      data-testid="chat-message"
      data-author={message.author}
    >
      {!mine && <div className="support-chat-author">{message.authorName}</div>}
      <div className="support-chat-bubble">
        {message.imageUrl && (
          <button
            type="button"
            className="support-chat-thumb"
            onClick={() => onImage(message.imageUrl!)}
            aria-label={t('chat.openImage')}
          >
            <img src={message.imageUrl} alt={t('chat.imageAlt')} />
          </button>
        )}
        {message.text && <span className="support-chat-text">{message.text}</span>}
      </div>
      <div className="support-chat-meta">
        <time dateTime={message.createdAt}>{lineTime(message.createdAt, i18n.language)}</time>
        {mine && (
          <span className="support-chat-status" data-testid="chat-status">
            {message.readAt ? t('chat.status.read') : t('chat.status.sent')}
          </span>
        )}
      </div>
    </div>
  );
}

/** A line still being sent, or not sent (retry with the same clientId). */
export function PendingBubble({ line, onRetry }: { line: PendingLine; onRetry: () => void }) {
  const { t } = useTranslation('support');
  const percent = Math.round(line.progress * 100);
  return (
    <div
      className="support-chat-line support-chat-line-mine support-chat-pending"
      data-testid="chat-message"
      data-author="player"
      data-state={line.state}
    >
      <div className="support-chat-bubble">
        {line.text !== null ? (
          <span className="support-chat-text">{line.text}</span>
        ) : (
          <span className="support-chat-text" data-testid="chat-upload">
            {t('chat.uploading', { percent })}
          </span>
        )}
      </div>
      <div className="support-chat-meta">
        {line.state === 'sending' ? (
          <span data-testid="chat-pending">{t('chat.status.sending')}</span>
        ) : (
          <>
            <span className="support-chat-failed" data-testid="chat-failed">
              {t('chat.status.failed')}
            </span>
            <Button
              size="mini"
              fill="none"
              color="primary"
              data-testid="chat-retry"
              onClick={onRetry}
            >
              {t('chat.retry')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
