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

const newest = async (phone: string, params: CommonParams): Promise<Sms | undefined> =>
  (await callApi(devSmsOutbox, { phone }, params)).messages[0];

const key = (sms: Sms | undefined) => (sms ? `${sms.sentAt}|${sms.text}` : '');

/** The newest message now, to tell a fresh one apart later (undefined when the outbox is off). */
export const smsBaseline = async (phone: string, params: CommonParams): Promise<string> => {
  try {
    return key(await newest(phone, params));
  } catch {
    return '';
  }
};

/**
 * Plays the phone's SMS inbox: asks the sandbox gateway's outbox (demo mode only) until a message
 * newer than `baseline` arrives. Gives up after `timeoutMs` with null.
 */
export const waitForSms = async (
  phone: string,
  params: CommonParams,
  baseline: string,
  signal: AbortSignal,
  timeoutMs = 15_000,
): Promise<Sms | null> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const sms = await newest(phone, params);
      if (sms && key(sms) !== baseline) return sms;
    } catch {
      // The outbox may be off (production mode) or busy: keep asking until the deadline.
    }
    await sleep(500, signal);
  }
  return null;
};
