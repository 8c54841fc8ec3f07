import { useRef } from 'react';
import { useTranslation } from '@platform/i18n';
import { CHAT_MAX_CHARS } from '@platform/api-client';
import { IMAGE_MIME_TYPES, chatTextSchema, imageFileSchema } from '@platform/api-client/contract';
import { Button, Toast } from '@platform/ui';
import { Input } from '@platform/ui/forms';
import { AddSquareOutline } from '@platform/ui/icons';

/**
 * The text box with its counter and send button, and the image button. The text is checked with
 * the contract's rule and an image with the upload rule before anything is sent
 * (docs/product-rules.md#uploads).
 */
export function Composer({
  text,
  onText,
  onSend,
  onImage,
}: {
  text: string;
  onText: (text: string) => void;
  onSend: (text: string) => void;
  onImage: (file: File) => void;
}) {
  const { t } = useTranslation(['support', 'validation']);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = () => {
    const check = chatTextSchema.safeParse(text);
    if (!check.success) {
      Toast.show({ content: t(`validation:${check.error.issues[0]?.message ?? 'chat.text'}`) });
      return;
    }
    onSend(check.data);
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    const check = imageFileSchema.safeParse({ name: file.name, size: file.size, type: file.type });
    if (!check.success) {
      Toast.show({
        content: t(`validation:${check.error.issues[0]?.message ?? 'upload.type'}`),
      });
      return;
    }
    onImage(file);
  };
  return (
    <div className="support-chat-composer">
      <Button
        fill="none"
        className="support-chat-image-button"
        aria-label={t('chat.image')}
        data-testid="chat-image"
        onClick={() => fileInput.current?.click()}
      >
        <AddSquareOutline />
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMAGE_MIME_TYPES.join(',')}
        data-testid="chat-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          pick(file);
        }}
      />
      <div className="support-chat-box">
        <Input
          value={text}
          onChange={onText}
          maxLength={CHAT_MAX_CHARS}
          placeholder={t('chat.placeholder')}
          onEnterPress={send}
          enterKeyHint="send"
          data-testid="chat-input"
        />
        <small className="support-chat-counter" data-testid="chat-counter">
          {text.length}/{CHAT_MAX_CHARS}
        </small>
      </div>
      <Button
        color="primary"
        size="small"
        disabled={text.trim() === ''}
        data-testid="chat-send"
        onClick={send}
      >
        {t('chat.send')}
      </Button>
    </div>
  );
}
