import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetRegisterTermsQuery } from '@platform/api-client';
import { Popup } from '@platform/ui';

/**
 * The agreement's title as a link-looking button (reached with Tab, inside the checkbox's label
 * without ticking it); it opens the terms (in the request language) in the kit's modal sheet
 * (docs/accessibility.md#keyboard): focus on its title, Escape closes it, focus back on the link.
 */
export function TermsLink() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data } = useGetRegisterTermsQuery(undefined, { skip: !open });
  const close = () => setOpen(false);
  return (
    <>
      <button
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
        <article className="login-terms">
          {/* The terms have no control: the title takes the focus, so it is read first. */}
          <h3 tabIndex={-1} data-kit-autofocus>
            {data?.title ?? t('register.terms')}
          </h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{data?.content}</p>
        </article>
      </Popup>
    </>
  );
}
