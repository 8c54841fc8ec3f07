import { createContext, useContext } from 'react';
import type { LanguageKey } from '@platform/i18n/languages';

/** Switching language relaunches the app from home: the root re-mounts with the new language. */
export interface LanguageControl {
  language: LanguageKey;
  change: (key: LanguageKey) => Promise<void>;
}

export const LanguageContext = createContext<LanguageControl | null>(null);

export function useLanguageControl(): LanguageControl {
  const control = useContext(LanguageContext);
  if (!control) throw new Error('useLanguageControl outside the shell');
  return control;
}
