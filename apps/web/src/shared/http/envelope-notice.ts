import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Code, isSuccessCode } from '@tz-loan/contract/platform/envelope';
import { sendToNative } from '../bridge/bridge.ts';
import { showInfo } from '../ui/toast.ts';

export const FALLBACK_FAILURE = msg`Something went wrong. Please try again.`;

/**
 * The one place a call's unsuccessful envelope is announced (SPEC.md §8): a `code` that is not 0 after
 * parseInt shows the server's `message` in an info toast, unless the caller is silent; code 401 also
 * sends the native app back to its login (`offToLogin`), silent or not.
 */
export const noticeEnvelope = (body: unknown, silent = false): void => {
  if (typeof body !== 'object' || body === null || !('code' in body)) return;
  const { code, message } = body as { code: unknown; message?: unknown };
  if (isSuccessCode(code)) return;
  if (!silent) showInfo(typeof message === 'string' && message.trim() ? message : i18n._(FALLBACK_FAILURE));
  if (Number.parseInt(String(code), 10) === Code.notLoggedIn) sendToNative('offToLogin');
};
