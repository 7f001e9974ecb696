import { REQUEST_TIMEOUT_MS } from '@tz-loan/contract/platform/constants';
import { normalizePhone } from '@tz-loan/contract/platform/phone-rule';
import { USSD_DEFAULT_PATH } from '@tz-loan/contract/ussd/paths';

/** Vodacom Tanzania's mobile network code: the gateway names the caller's network with it. */
export const USSD_NETWORK_CODE = '63902';

/** What Africa's Talking posts for each screen of a USSD session. */
export type UssdFields = {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string;
  /** Every answer of the session so far, joined by `*`; empty on the first request. */
  text: string;
};

/** One screen of the service: `CON` waits for an answer, `END` closes the session. */
export type UssdScreen = { ends: boolean; text: string };

/** The service did not answer, or answered neither `CON ` nor `END `. */
export class UssdFailed extends Error {
  override name = 'UssdFailed';
}

/** A new session id per dialled session, in the gateway's shape (`ATUid_` and random hex). */
export const newUssdSessionId = (): string =>
  `ATUid_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** A phone as the gateway sends it (`+255712345678`), or null when it is no Tanzanian mobile. */
export const gatewayPhone = (raw: string | null | undefined): string | null => {
  const phone = normalizePhone(raw ?? '');
  return phone ? `+${phone}` : null;
};

/** The answers typed so far, as the gateway sends them. */
export const ussdText = (answers: readonly string[]) => answers.join('*');

/** Posts one screen's request as the gateway would, to the service on this origin. */
export const postUssd = async (fields: UssdFields, signal: AbortSignal): Promise<UssdScreen> => {
  let body: string;
  try {
    const response = await fetch(USSD_DEFAULT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
    if (!response.ok) throw new UssdFailed(`The USSD service answered ${response.status}`);
    body = await response.text();
  } catch (error) {
    throw error instanceof UssdFailed ? error : new UssdFailed('No answer from the USSD service');
  }
  if (body.startsWith('CON ')) return { ends: false, text: body.slice(4) };
  if (body.startsWith('END ')) return { ends: true, text: body.slice(4) };
  throw new UssdFailed('The USSD service answered neither CON nor END');
};
