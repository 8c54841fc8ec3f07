import { useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { LANGUAGES } from '@platform/i18n/languages';
import { Button, CheckOutline, Popup } from '@platform/ui';
import { useFocusWhenShown } from '../layout/focusWhenShown';
import { useLanguageControl } from './LanguageContext';

/**
 * The language picker in the home navigation bar; shows each language in its own script, marked
 * with its own `lang` so a screen reader says it in that language. The button's name is "Choose
 * language" and the language shown, so what is seen is part of what is heard. The sheet's choices
 * are buttons (the current one pressed): focus moves to the current one when it opens and back to
 * the picker when it closes.
 */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const { language, change } = useLanguageControl();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLSpanElement>(null);
  const currentChoice = useRef<HTMLButtonElement>(null);
  useFocusWhenShown(open, currentChoice);
  const current = LANGUAGES.find((l) => l.key === language);
  const close = () => {
    setOpen(false);
    opener.current?.querySelector('button')?.focus();
  };
  return (
    <>
      <span ref={opener} className="shell-language">
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
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="shell-language-title"
          className="shell-language-sheet"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <h2 id="shell-language-title" className="shell-language-title">
            {t('language.choose')}
          </h2>
          <ul className="shell-language-list">
            {LANGUAGES.map((l) => (
              <li key={l.key}>
                <button
                  type="button"
                  className="shell-language-choice"
                  lang={l.bcp47}
                  ref={l.key === language ? currentChoice : undefined}
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
