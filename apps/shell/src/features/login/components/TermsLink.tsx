import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetRegisterTermsQuery } from '@platform/api-client';
import { Popup } from '@platform/ui';

/** The agreement's title as a link; it opens the terms (in the request language) in a sheet. */
export function TermsLink() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data } = useGetRegisterTermsQuery(undefined, { skip: !open });
  return (
    <>
      <a
        className="login-terms-link"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {t('register.terms')}
      </a>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '70vh', overflow: 'auto' }}
      >
        <article className="login-terms">
          <h3>{data?.title}</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{data?.content}</p>
        </article>
      </Popup>
    </>
  );
}
