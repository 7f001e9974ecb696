import type { FrameBridgeMessage } from '@tz-loan/contract/platform/bridge';
import { type HostText, sayIn, T } from './texts.ts';

/** What the pretend native app does for one bridge message from the webview. */
export type HostAction =
  | { type: 'closeWebview' }
  | { type: 'openInWebview'; path: string }
  | { type: 'openExternal'; url: string }
  | { type: 'home' }
  | { type: 'mine' }
  | { type: 'product'; productId: string }
  | { type: 'login' }
  | { type: 'call'; number: string }
  | { type: 'rate' }
  | { type: 'notice'; text: HostText; values?: Record<string, string> };

/** Payloads arrive as objects, JSON strings (the Android convention) or bare strings. */
const readPayload = (payload: unknown): unknown => {
  if (typeof payload !== 'string') return payload;
  const text = payload.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return payload;
    }
  }
  return payload;
};

/** The first string (or number) field of the payload among `names`, or the payload itself if it is one. */
const pick = (payload: unknown, ...names: string[]): string | undefined => {
  const value = readPayload(payload);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null) return undefined;
  for (const name of names) {
    const field = (value as Record<string, unknown>)[name];
    if (typeof field === 'string' || typeof field === 'number') return String(field);
  }
  return undefined;
};

const openUrl = (raw: string | undefined, origin: string): HostAction => {
  if (!raw) return { type: 'notice', text: T.noUrl };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { type: 'notice', text: T.notUrl, values: { url: raw } };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { type: 'notice', text: T.refusedUrl, values: { protocol: url.protocol } };
  }
  return url.origin === origin
    ? { type: 'openInWebview', path: `${url.pathname}${url.search}${url.hash}` }
    : { type: 'openExternal', url: url.href };
};

export const bridgeAction = ({ bridge, payload }: FrameBridgeMessage, origin: string): HostAction => {
  switch (bridge) {
    case 'to':
      return openUrl(pick(payload, 'url', 'link', 'path', 'href'), origin);
    case 'closeWebview':
      return { type: 'closeWebview' };
    case 'toHome':
      return { type: 'home' };
    case 'toMine':
      return { type: 'mine' };
    case 'toP': {
      const productId = pick(payload, 'productId', 'product_id', 'id');
      return productId ? { type: 'product', productId } : { type: 'notice', text: T.noProductId };
    }
    case 'offToLogin':
      return { type: 'login' };
    case 'callTelephone': {
      const number = pick(payload, 'telephone', 'phone', 'tel', 'number', 'mobile');
      return number ? { type: 'call', number } : { type: 'notice', text: T.noNumber };
    }
    case 'toRate':
      return { type: 'rate' };
    case 'confirmBurialPoint':
      return { type: 'notice', text: T.applicationTracked };
    case 'startBank':
      return { type: 'notice', text: T.bankStarted };
    case 'endBank':
      return { type: 'notice', text: T.bankEnded };
  }
};

/** What the log shows as the host's answer (the log is a developer's tool: in English). */
export const describeAction = (action: HostAction): string => {
  switch (action.type) {
    case 'closeWebview':
      return 'closed the webview';
    case 'openInWebview':
      return `opened ${action.path.split('?')[0]} in the webview`;
    case 'openExternal':
      return `showed the external link ${action.url}`;
    case 'home':
      return 'closed the webview, showing home';
    case 'mine':
      return 'closed the webview, showing my orders';
    case 'product':
      return `showed product ${action.productId}`;
    case 'login':
      return 'cleared the session, showing login';
    case 'call':
      return `calling ${action.number}`;
    case 'rate':
      return 'showed the rating sheet';
    case 'notice':
      return sayIn('en', action.text, action.values);
  }
};

export const payloadJson = (payload: unknown): string => {
  if (payload === undefined) return '';
  try {
    return JSON.stringify(payload);
  } catch {
    return String(payload);
  }
};
