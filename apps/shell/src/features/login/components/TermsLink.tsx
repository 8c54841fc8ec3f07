import { useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetRegisterTermsQuery } from '@platform/api-client';
import { Popup } from '@platform/ui';
import { useFocusWhenShown } from '../../../layout/focusWhenShown';

/**
 * The agreement's title as a link-looking button (reached with Tab, inside the checkbox's label
 * without ticking it); it opens the terms (in the request language) in a sheet that takes the
 * focus, closes on Escape, and gives the focus back.
 */
export function TermsLink() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(open, heading);
  const { data } = useGetRegisterTermsQuery(undefined, { skip: !open });
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="login-terms-link"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {t('register.terms')}
      </button>
      <Popup visible={open} onMaskClick={close} bodyStyle={{ maxHeight: '70vh', overflow: 'auto' }}>
        <article
          className="login-terms"
          role="dialog"
          aria-modal="true"
          aria-labelledby="login-terms-title"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <h3 id="login-terms-title" ref={heading} tabIndex={-1}>
            {data?.title ?? t('register.terms')}
          </h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{data?.content}</p>
        </article>
      </Popup>
    </>
  );
}
