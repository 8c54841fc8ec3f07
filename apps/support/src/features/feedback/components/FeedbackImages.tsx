import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Popup } from '@platform/ui';

/** A feedback's images as thumbnails; a tap shows one whole in a sheet. */
export function FeedbackImages({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('support');
  const [shown, setShown] = useState<string | null>(null);
  return (
    <div className="support-feedback-images" data-testid="feedback-images">
      {urls.map((url, index) => (
        <button
          key={url}
          type="button"
          className="support-feedback-thumb"
          data-testid="feedback-image"
          onClick={() => setShown(url)}
        >
          <img src={url} alt={t('feedback.detail.image', { n: index + 1 })} />
        </button>
      ))}
      <Popup
        visible={shown !== null}
        onMaskClick={() => setShown(null)}
        onClose={() => setShown(null)}
        showCloseButton
        bodyClassName="kit-sheet"
      >
        {shown && (
          <img
            className="support-feedback-full"
            src={shown}
            alt={t('feedback.detail.image', { n: urls.indexOf(shown) + 1 })}
            data-testid="feedback-image-full"
          />
        )}
      </Popup>
    </div>
  );
}
