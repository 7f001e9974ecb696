import { isLanguage, type Language } from '@tz-loan/contract/platform/language';

/** What the native app remembers between launches: the login and this device's id. */
export type Session = { userId: string; sessionId: string; mobilePhone: string };
export type ClientType = 'android' | 'ios';

const SESSION_KEY = 'tzHost.session';
const DEVICE_KEY = 'tzHost.deviceId';
const CLIENT_TYPE_KEY = 'tzHost.clientType';
const LANGUAGE_KEY = 'tzHost.language';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode): the host then forgets on reload, nothing worse.
  }
};

export const loadSession = (): Session | null => {
  const raw = read(SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.userId === 'string' &&
      typeof value.sessionId === 'string' &&
      typeof value.mobilePhone === 'string'
      ? { userId: value.userId, sessionId: value.sessionId, mobilePhone: value.mobilePhone }
      : null;
  } catch {
    return null;
  }
};

export const saveSession = (session: Session | null) =>
  write(SESSION_KEY, session ? JSON.stringify(session) : null);

/** Generated once per browser, like a native app's install id. */
export const getDeviceId = (): string => {
  const existing = read(DEVICE_KEY);
  if (existing) return existing;
  const id = `host-${crypto.randomUUID()}`;
  write(DEVICE_KEY, id);
  return id;
};

export const loadClientType = (): ClientType => (read(CLIENT_TYPE_KEY) === 'ios' ? 'ios' : 'android');
export const saveClientType = (clientType: ClientType) => write(CLIENT_TYPE_KEY, clientType);

/** The language the phone is set to: the webview opens in it (PRODUCT.md §16). */
export const loadLanguage = (): Language => {
  const stored = read(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
};
export const saveLanguage = (language: Language) => write(LANGUAGE_KEY, language);
