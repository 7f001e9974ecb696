import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { en, sw, type TextKey } from './dictionary.ts';

export type StaffLanguage = 'en' | 'sw';
const STORAGE_KEY = 'staff-language';
const dictionaries = { en, sw } as const;

type Vars = Record<string, string | number>;
export type Translate = (key: TextKey, vars?: Vars) => string;

const fill = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole)) : text;

export const translator =
  (language: StaffLanguage): Translate =>
  (key, vars) =>
    fill(dictionaries[language][key], vars);

const remembered = (): StaffLanguage => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'sw' ? 'sw' : 'en';
  } catch {
    return 'en';
  }
};

type LanguageState = {
  language: StaffLanguage;
  setLanguage: (language: StaffLanguage) => void;
  t: Translate;
};
const LanguageContext = createContext<LanguageState>({
  language: 'en',
  setLanguage: () => {},
  t: translator('en'),
});

export const LanguageProvider = ({ children }: { children: ReactNode }) => {
  const [language, setState] = useState<StaffLanguage>(remembered);
  const setLanguage = useCallback((next: StaffLanguage) => {
    setState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A browser without storage keeps the choice until the page reloads.
    }
  }, []);
  const value = useMemo(() => ({ language, setLanguage, t: translator(language) }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
};

export const useLanguage = () => useContext(LanguageContext);
export const useT = () => useContext(LanguageContext).t;
