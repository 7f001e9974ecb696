import { type I18n, i18n as tabI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import enUS from 'antd-mobile/es/locales/en-US';

// antd-mobile has no Kiswahili locale: the words its components say on their own (the picker's
// Confirm and Cancel, a dialog's OK, a mask's name) come from the app's catalogs instead, in the
// reader's language. Made when asked for, not when the module loads, so the active language is used.
const WORDS = {
  confirm: msg`Confirm`,
  cancel: msg`Cancel`,
  loading: msg`Loading`,
  close: msg`Close`,
  ok: msg`OK`,
};

export type AntdLocale = typeof enUS;

/** In `i18n`'s language: the tab's for antd's own defaults, a render's own in `AntdProvider`. */
export const antdLocale = (i18n: I18n = tabI18n): AntdLocale => {
  if (!i18n.locale) return enUS;
  const say = (key: keyof typeof WORDS) => i18n._(WORDS[key]);
  return {
    ...enUS,
    locale: i18n.locale === 'sw' ? 'sw' : 'en',
    common: { confirm: say('confirm'), cancel: say('cancel'), loading: say('loading'), close: say('close') },
    Dialog: { ok: say('ok') },
    Modal: { ok: say('ok') },
    Mask: { name: say('close') },
  };
};
