import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import type { Language } from '@tz-loan/contract/platform/language';
import type { ClientType, Session } from './session.ts';

/** How this pretend native app introduces itself on every call and every webview URL. */
export const NATIVE_APP = {
  merchantNumber: 'TZ001',
  appName: 'TZ Loan',
  appVersion: '1.0.0',
  channel: 'host',
  packageId: 'tz.loan.host',
} as const;

const OS_VERSION: Record<ClientType, string> = { android: '14', ios: '17.5' };

/** The common params of PRODUCT.md §2 for the current login (none of the session ones when logged out). */
export const commonParams = (
  session: Session | null,
  clientType: ClientType,
  deviceId: string,
  language: Language = 'en',
): CommonParams => ({
  ...(session
    ? { userId: session.userId, sessionId: session.sessionId, mobilePhone: session.mobilePhone }
    : {}),
  deviceId,
  merchantNumber: NATIVE_APP.merchantNumber,
  clientType,
  appVersion: NATIVE_APP.appVersion,
  appName: NATIVE_APP.appName,
  channel: NATIVE_APP.channel,
  osVersion: OS_VERSION[clientType],
  packageId: NATIVE_APP.packageId,
  language,
});

/** The open webview's URL in another language: the app reloads its screen as the phone's setting changed. */
export const withLanguage = (url: string, language: Language) => {
  const next = new URL(url, 'http://host.invalid');
  next.searchParams.set('language', language);
  return `${next.pathname}${next.search}${next.hash}`;
};

/**
 * The URL the native app opens in its webview: a same-origin path plus the common params. Params the
 * path already carries win (a redirect from the web app already forwards them).
 */
export const webviewUrl = (path: string, params: CommonParams, screenParams: Record<string, string> = {}) => {
  const url = new URL(path, 'http://host.invalid');
  for (const [name, value] of Object.entries({ ...params, ...screenParams })) {
    if (value !== undefined && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
};
