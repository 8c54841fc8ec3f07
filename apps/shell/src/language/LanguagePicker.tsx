import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { LANGUAGES } from '@platform/i18n/languages';
import { Button, CheckOutline, List, Popup } from '@platform/ui';
import { useLanguageControl } from './LanguageContext';

/** The language picker in the home navigation bar; shows each language in its own script. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const { language, change } = useLanguageControl();
  const [open, setOpen] = useState(false);
  const current = LANGUAGES.find((l) => l.key === language);
  return (
    <>
      <Button
        size="mini"
        fill="none"
        onClick={() => setOpen(true)}
        data-testid="language-picker"
        aria-label={t('language.choose')}
      >
        {current?.nativeName}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} position="bottom">
        <List header={t('language.choose')}>
          {LANGUAGES.map((l) => (
            <List.Item
              key={l.key}
              data-testid={`language-${l.key}`}
              extra={l.key === language ? <CheckOutline aria-hidden /> : undefined}
              onClick={() => {
                setOpen(false);
                void change(l.key);
              }}
            >
              {l.nativeName}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
}
