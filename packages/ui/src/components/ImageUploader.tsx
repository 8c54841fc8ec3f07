import { useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useUploadFileMutation,
  watchUploadProgress,
  type UploadPurpose,
} from '@platform/api-client';
import { IMAGE_MIME_TYPES, imageFileSchema } from '@platform/api-client/contract';
import { Toast } from '../kit';

/**
 * Images for a form (payment QR code, deposit voucher): png/jpg/jpeg up to 15 MB, checked here with
 * the contract's rule before a byte is sent, uploaded through upload/uploadFile one at a time. A
 * form control: `value` is the list of uploaded URLs.
 */
export function ImageUploader({
  purpose,
  value = [],
  onChange,
  max,
  testId = 'image-uploader',
}: {
  purpose: UploadPurpose;
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  testId?: string;
}) {
  const { t } = useTranslation(['common', 'validation']);
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadFileMutation();
  // One refusal (a wrong file, a failed upload), said the same in the toast and under the field.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const refuse = (message: string) => {
    setRefusal(message);
    Toast.show({ content: message });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const check = imageFileSchema.safeParse({ name: file.name, size: file.size, type: file.type });
    if (!check.success) {
      refuse(t(`validation:${check.error.issues[0]?.message ?? 'upload.type'}`));
      return;
    }
    setRefusal(null);
    setProgress(0);
    const stopWatching = watchUploadProgress(file, setProgress);
    const result = await upload({ purpose, file }).finally(stopWatching);
    if (result.data) {
      onChange?.([...value, result.data.url]);
      return;
    }
    // The server's own refusal was already shown as a toast by the shell: the field repeats it.
    const said = refusedMessage(result.error);
    if (said) setRefusal(said);
    else refuse(t('kit.upload.failed'));
  };

  return (
    <div className="kit-uploader" data-testid={testId}>
      <div className="kit-uploader-tiles">
        {value.map((url, index) => (
          <div key={url} className="kit-uploader-tile">
            <img src={url} alt={t('kit.upload.preview', { n: index + 1 })} />
            <button
              type="button"
              className="kit-uploader-remove"
              aria-label={t('kit.upload.remove')}
              onClick={() => onChange?.(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </div>
        ))}
        {isLoading && (
          <div
            className="kit-uploader-tile kit-uploader-progress"
            role="progressbar"
            aria-busy="true"
            aria-label={t('kit.upload.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            data-testid={`${testId}-progress`}
          >
            <span className="kit-progress-track">
              <span
                className="kit-progress-fill"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </span>
            <small>
              {t('kit.upload.uploading')} {Math.round(progress * 100)}%
            </small>
          </div>
        )}
        {!isLoading && value.length < max && (
          <button
            type="button"
            className="kit-uploader-tile kit-uploader-add"
            onClick={() => input.current?.click()}
          >
            <span aria-hidden>+</span>
            <small>{t('kit.upload.add')}</small>
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_MIME_TYPES.join(',')}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void onFile(file);
        }}
      />
      <small className="kit-hint">
        {refusal ? (
          <span className="kit-error" role="alert" data-testid={`${testId}-refusal`}>
            {refusal}
          </span>
        ) : (
          t('kit.upload.hint')
        )}
      </small>
    </div>
  );
}

/** The message of a refusal the server gave (shown as a toast by the shell), if any. */
function refusedMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('msg' in error)) return null;
  return typeof error.msg === 'string' && error.msg ? error.msg : null;
}
