import { devSmsOutbox } from '@tz-loan/contract/auth/calls';
import type { CommonParams } from '@tz-loan/contract/platform/common-params';
import { callApi } from './api.ts';

export type Sms = { text: string; code: string | null; sentAt: string };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const recent = async (phone: string, params: CommonParams): Promise<Sms[]> =>
  (await callApi(devSmsOutbox, { phone }, params)).messages;

const key = (sms: Sms | undefined) => (sms ? `${sms.sentAt}|${sms.text}` : '');

/**
 * The newest message with a login code among those that came after `baseline` (newest first). Another
 * SMS landing meanwhile (a payout's, a receipt) is passed over, or the banner would show it instead of
 * the code.
 */
const codeAfter = (messages: Sms[], baseline: string) => {
  for (const sms of messages) {
    if (key(sms) === baseline) return undefined;
    if (sms.code) return sms;
  }
  return undefined;
};

/** The newest message now, to tell a fresh one apart later (undefined when the outbox is off). */
export const smsBaseline = async (phone: string, params: CommonParams): Promise<string> => {
  try {
    return key((await recent(phone, params))[0]);
  } catch {
    return '';
  }
};

/**
 * Plays the phone's SMS inbox: asks the sandbox gateway's outbox (demo mode only) until a login code
 * newer than `baseline` arrives. Gives up after `timeoutMs` with null.
 */
export const waitForCode = async (
  phone: string,
  params: CommonParams,
  baseline: string,
  signal: AbortSignal,
  timeoutMs = 15_000,
): Promise<Sms | null> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const sms = codeAfter(await recent(phone, params), baseline);
      if (sms) return sms;
    } catch {
      // The outbox may be off (production mode) or busy: keep asking until the deadline.
    }
    await sleep(500, signal);
  }
  return null;
};
