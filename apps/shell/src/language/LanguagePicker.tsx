import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { LANGUAGES } from '@platform/i18n/languages';
import { Button, CheckOutline, Popup } from '@platform/ui';
import { useLanguageControl } from './LanguageContext';

/**
 * The language picker in the home navigation bar; shows each language in its own script, marked
 * with its own `lang` so a screen reader says it in that language. The button's name is "Choose
 * language" and the language shown, so what is seen is part of what is heard. The sheet's choices
 * are buttons (the current one pressed). The sheet is the kit's modal Popup
 * (docs/accessibility.md#keyboard): focus moves to the current language when it opens, Escape
 * closes it, and focus goes back to the picker.
 */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const { language, change } = useLanguageControl();
  const [open, setOpen] = useState(false);
  const current = LANGUAGES.find((l) => l.key === language);
  const close = () => setOpen(false);
  return (
    <>
      <span className="shell-language">
        <Button
          size="mini"
          fill="none"
          onClick={() => setOpen(true)}
          data-testid="language-picker"
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <span className="ui-visually-hidden">{t('language.choose')}: </span>
          <span lang={current?.bcp47}>{current?.nativeName}</span>
        </Button>
      </span>
      <Popup visible={open} onMaskClick={close} onClose={close} position="bottom">
        <div className="shell-language-sheet">
          <h2 className="shell-language-title">{t('language.choose')}</h2>
          <ul className="shell-language-list">
            {LANGUAGES.map((l) => (
              <li key={l.key}>
                <button
                  type="button"
                  className="shell-language-choice"
                  lang={l.bcp47}
                  data-kit-autofocus={l.key === language || undefined}
                  aria-pressed={l.key === language}
                  data-testid={`language-${l.key}`}
                  onClick={() => {
                    close();
                    void change(l.key);
                  }}
                >
                  <span>{l.nativeName}</span>
                  {l.key === language && <CheckOutline aria-hidden />}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Popup>
    </>
  );
}
