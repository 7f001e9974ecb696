import { normalizePhone } from '@tz-loan/contract/platform/phone-rule';
import pino from 'pino';
import { escapeControlBytes } from '../../shared/control-bytes.ts';
import type { DeliveryReport, SmsGateway, SmsSent } from './sms-gateway.ts';

/** Africa's Talking's settings (docs/providers/africastalking.md names their environment variables). */
export type AfricasTalkingSettings = {
  /** The application's username; `sandbox` is AT's sandbox, and picks its host. */
  username: string;
  apiKey: string;
  /** A registered sender id or short code; without it AT sends from its default. */
  senderId?: string | undefined;
  /** Replaces AT's documented host (a local fake); the messaging path is added to it. */
  baseUrl?: string | undefined;
  timeoutMs: number;
};

export type AfricasTalkingLog = {
  warn: (detail: object, message: string) => void;
  error: (detail: object, message: string) => void;
};

const LIVE_HOST = 'https://api.africastalking.com';
const SANDBOX_HOST = 'https://api.sandbox.africastalking.com';
export const MESSAGING_PATH = '/version1/messaging';

/** Where messages are posted: the sandbox host for the `sandbox` username, as AT does it. */
export const messagingUrl = (settings: Pick<AfricasTalkingSettings, 'username' | 'baseUrl'>) => {
  const host = settings.baseUrl || (settings.username === 'sandbox' ? SANDBOX_HOST : LIVE_HOST);
  return `${host.replace(/\/+$/, '')}${MESSAGING_PATH}`;
};

type Verdict = { outcome: SmsSent['outcome']; loud?: true };

/**
 * The per-recipient `statusCode`s AT documents for a send. What the borrower's number causes is
 * refused; what our account causes (balance, sender id, a risk hold) waits for staff to fix it and is
 * retried, loudly, so that no message is lost; AT's own failures are retried.
 */
const RECIPIENT_STATUS: Record<number, { name: string } & Verdict> = {
  100: { name: 'Processed', outcome: 'sent' },
  101: { name: 'Sent', outcome: 'sent' },
  102: { name: 'Queued', outcome: 'sent' },
  401: { name: 'RiskHold', outcome: 'retry', loud: true },
  402: { name: 'InvalidSenderId', outcome: 'retry', loud: true },
  403: { name: 'InvalidPhoneNumber', outcome: 'refused' },
  404: { name: 'UnsupportedNumberType', outcome: 'refused' },
  405: { name: 'InsufficientBalance', outcome: 'retry', loud: true },
  406: { name: 'UserInBlacklist', outcome: 'refused' },
  407: { name: 'CouldNotRoute', outcome: 'refused' },
  409: { name: 'DoNotDisturbRejection', outcome: 'retry' },
  500: { name: 'InternalServerError', outcome: 'retry' },
  501: { name: 'GatewayError', outcome: 'retry' },
  502: { name: 'RejectedByGateway', outcome: 'refused' },
};

const CODE_BY_NAME = new Map(Object.entries(RECIPIENT_STATUS).map(([code, status]) => [status.name, code]));

type Recipient = { statusCode?: unknown; status?: unknown; messageId?: unknown; number?: unknown };

/** AT's message ids (`ATXid_…`): what a providerRef and a report's `id` may hold. */
const MESSAGE_ID = /^[\w.:-]{1,100}$/;

const recipientsOf = (body: unknown): { summary: string; recipients: Recipient[] } | null => {
  const data = (body as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | null)
    ?.SMSMessageData;
  if (!data || typeof data !== 'object' || !Array.isArray(data.Recipients)) return null;
  return {
    summary: typeof data.Message === 'string' ? data.Message : '',
    recipients: data.Recipients.filter((r): r is Recipient => typeof r === 'object' && r !== null),
  };
};

/** What AT wrote, made safe for a reason or a log line: short, control bytes shown, the key cut out. */
const shown = (text: string, apiKey: string) =>
  escapeControlBytes((apiKey ? text.split(apiKey).join('[key]') : text).slice(0, 200));

/** Sends through Africa's Talking's bulk SMS API, one recipient a request. */
export const createAfricasTalkingSms = (
  settings: AfricasTalkingSettings,
  options: { log?: AfricasTalkingLog } = {},
): SmsGateway & { readDeliveryReport: (body: unknown) => DeliveryReport | null } => {
  const url = messagingUrl(settings);
  const log = options.log ?? pino({ name: 'africastalking' });

  const judge = (recipient: Recipient, reference: string): SmsSent => {
    const code = Number(recipient.statusCode);
    const known = RECIPIENT_STATUS[code];
    const status = shown(
      typeof recipient.status === 'string' ? recipient.status : String(code),
      settings.apiKey,
    );
    if (!known) {
      // An undocumented code: kept, so that nothing is lost on a guess.
      log.warn({ reference, statusCode: code, status }, "Africa's Talking answered an undocumented status");
      return { outcome: 'retry', reason: `Africa's Talking status ${code} ${status}` };
    }
    if (known.outcome === 'sent') {
      const messageId = typeof recipient.messageId === 'string' ? recipient.messageId : '';
      if (MESSAGE_ID.test(messageId) && messageId !== 'None')
        return { outcome: 'sent', providerRef: messageId };
      log.warn({ reference, statusCode: code }, "Africa's Talking took a message without a messageId");
      return { outcome: 'sent', providerRef: `none:${reference}` };
    }
    const reason = `Africa's Talking ${code} ${known.name}`;
    if (known.loud) log.error({ reference, statusCode: code }, `SMS held: ${reason}; staff must act`);
    return { outcome: known.outcome, reason };
  };

  /** A summary without recipients names the whole request's fate (an unknown sender id, say). */
  const judgeSummary = (summary: string, reference: string): SmsSent => {
    const code = CODE_BY_NAME.get(summary.trim());
    if (code && RECIPIENT_STATUS[Number(code)]?.outcome !== 'sent')
      return judge({ statusCode: code }, reference);
    log.error({ reference, summary: shown(summary, settings.apiKey) }, "Africa's Talking named no recipient");
    return { outcome: 'retry', reason: "Africa's Talking named no recipient" };
  };

  /** Posts the form; the answer's status and text, or why there is none. */
  const post = async (
    form: URLSearchParams,
    reference: string,
  ): Promise<{ status: number; raw: string } | { failed: string }> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          apiKey: settings.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        // A redirect would carry the key to another host.
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      return { status: response.status, raw: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `Africa's Talking did not answer within ${settings.timeoutMs} ms`
        : `Africa's Talking could not be reached (${networkCode(error)})`;
      log.warn({ reference }, reason);
      return { failed: reason };
    }
  };

  return {
    name: 'africastalking',
    async send({ phone, text, reference }) {
      const national = normalizePhone(phone);
      if (!national) return { outcome: 'refused', reason: 'Not a Tanzanian mobile number' };
      const to = `+${national}`;
      const form = new URLSearchParams({ username: settings.username, to, message: text });
      if (settings.senderId) form.set('from', settings.senderId);
      const answer = await post(form, reference);
      if ('failed' in answer) return { outcome: 'retry', reason: answer.failed };
      const { status, raw } = answer;
      if (status === 401) {
        log.error(
          { reference },
          "Africa's Talking refused our username or API key: no SMS goes out until it is fixed",
        );
        return { outcome: 'retry', reason: "Africa's Talking refused our credentials (HTTP 401)" };
      }
      const read = recipientsOf(parsedJson(raw));
      // AT answers some refusals with an error status and the usual body (409 DoNotDisturbRejection).
      if (read && ((status >= 200 && status < 300) || read.recipients.length > 0)) {
        const recipient = read.recipients.find((r) => r.number === to) ?? read.recipients[0];
        return recipient ? judge(recipient, reference) : judgeSummary(read.summary, reference);
      }
      const reason = `Africa's Talking answered HTTP ${status}`;
      if (status >= 500) {
        log.warn({ reference, status }, reason);
      } else {
        // A 3xx or 4xx without recipients is our request or our settings: retried once they are fixed.
        log.error({ reference, status, body: shown(raw, settings.apiKey) }, reason);
      }
      return { outcome: 'retry', reason };
    },
    readDeliveryReport: readAfricasTalkingReport,
  };
};

const parsedJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

const networkCode = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
};

const DELIVERY_STATE: Record<string, DeliveryReport['state']> = {
  Success: 'delivered',
  Failed: 'failed',
  Rejected: 'failed',
  // Documented later as final: the phone was unreachable, or the telco discarded the message.
  AbsentSubscriber: 'failed',
  Expired: 'failed',
  Sent: 'pending',
  Submitted: 'pending',
  Buffered: 'pending',
};

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/**
 * A delivery report AT posted (form fields `id`, `status`, `phoneNumber`, `networkCode`,
 * `failureReason`, `retryCount`), or null when the body is not one. A status AT adds later is
 * read as pending: the message's fate is not concluded on a guess.
 */
export const readAfricasTalkingReport = (body: unknown): DeliveryReport | null => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const id = field(fields, 'id');
  const status = field(fields, 'status');
  if (!MESSAGE_ID.test(id) || !/^[A-Za-z]{1,40}$/.test(status)) return null;
  const failureReason = field(fields, 'failureReason');
  const detail = escapeControlBytes(failureReason ? `${status}: ${failureReason}` : status).slice(0, 200);
  return { providerRef: id, state: DELIVERY_STATE[status] ?? 'pending', detail };
};
