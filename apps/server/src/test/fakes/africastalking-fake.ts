import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Africa's Talking's bulk SMS API as its public documentation describes it (docs/providers/africastalking.md):
 * POST /version1/messaging, form-encoded, the `apiKey` header; a JSON answer with
 * `SMSMessageData.Recipients`; delivery reports posted as forms to the application's callback URL.
 */

/** What the fake does with the next send. */
export type SendFate =
  | { kind: 'success' }
  /** One recipient refused with a documented statusCode (403 InvalidPhoneNumber…), HTTP 201 or `httpStatus`. */
  | { kind: 'recipient'; statusCode: number; status: string; httpStatus?: number }
  /** No recipient, only a summary naming the fate (AT's answer to an unknown sender id). */
  | { kind: 'summary'; message: string }
  /** A bare HTTP answer (500, 502, a proxy's page). */
  | { kind: 'http'; status: number; body?: string; headers?: Record<string, string> }
  /** Never answers: the caller's timeout decides. */
  | { kind: 'hang' };

/** The delivery reports posted after each accepted message. */
export type ReportPlan = 'never' | 'once' | 'twice' | 'out-of-order';

export type AcceptedMessage = { to: string; message: string; from: string | null; messageId: string };

export type RawRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type PostedReport = { fields: Record<string, string>; status: number | 'unreachable' };

export type FakeOptions = {
  username: string;
  apiKey: string;
  /** Where delivery reports go; none: reports are not posted. */
  deliveryUrl?: string;
  reports?: ReportPlan;
};

const VODACOM_TZ = '64004';

export const startAfricasTalkingFake = async (options: FakeOptions) => {
  const accepted: AcceptedMessage[] = [];
  const requests: RawRequest[] = [];
  const posted: PostedReport[] = [];
  const fates: SendFate[] = [];
  const pendingPosts = new Set<Promise<unknown>>();
  let deliveryUrl = options.deliveryUrl;
  let reports: ReportPlan = options.reports ?? 'never';

  const postReport = async (fields: Record<string, string>, to = deliveryUrl) => {
    if (!to) throw new Error('No delivery report URL is set');
    const entry: PostedReport = { fields, status: 'unreachable' };
    posted.push(entry);
    try {
      const response = await fetch(to, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      entry.status = response.status;
      await response.arrayBuffer();
    } catch {
      entry.status = 'unreachable';
    }
    return entry.status;
  };

  const reportFields = (message: AcceptedMessage, status: string, failureReason?: string) => ({
    id: message.messageId,
    status,
    phoneNumber: message.to,
    networkCode: VODACOM_TZ,
    retryCount: '0',
    ...(failureReason ? { failureReason } : {}),
  });

  const planReports = (message: AcceptedMessage) => {
    if (reports === 'never' || !deliveryUrl) return;
    const sequence =
      reports === 'once'
        ? ['Success']
        : reports === 'twice'
          ? ['Success', 'Success']
          : ['Success', 'Submitted'];
    const run = (async () => {
      for (const status of sequence) await postReport(reportFields(message, status));
    })();
    pendingPosts.add(run);
    void run.finally(() => pendingPosts.delete(run));
  };

  const answer = (
    res: ServerResponse,
    status: number,
    body: string,
    type = 'application/json',
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { 'Content-Type': type, ...headers }).end(body);
  };

  const recipientsBody = (recipients: object[], message: string) =>
    JSON.stringify({ SMSMessageData: { Message: message, Recipients: recipients } });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/version1/messaging')
        return answer(res, 404, 'Not found', 'text/plain');
      const form = new URLSearchParams(body);
      if (req.headers.apikey !== options.apiKey || form.get('username') !== options.username) {
        return answer(res, 401, 'The supplied authentication is invalid', 'text/plain');
      }
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return answer(res, 415, 'Unsupported content type', 'text/plain');
      }
      const to = form.get('to');
      const text = form.get('message');
      if (!to || !text) return answer(res, 400, 'Missing to or message', 'text/plain');
      const fate = fates.shift() ?? { kind: 'success' };
      if (fate.kind === 'hang') return;
      if (fate.kind === 'http') return answer(res, fate.status, fate.body ?? '', 'text/plain', fate.headers);
      if (fate.kind === 'summary') return answer(res, 201, recipientsBody([], fate.message));
      if (fate.kind === 'recipient') {
        const recipient = {
          statusCode: fate.statusCode,
          number: to,
          status: fate.status,
          cost: '0',
          messageId: 'None',
        };
        return answer(res, fate.httpStatus ?? 201, recipientsBody([recipient], 'Sent to 0/1 Total Cost: 0'));
      }
      const message = {
        to,
        message: text,
        from: form.get('from'),
        messageId: `ATXid_${randomBytes(16).toString('hex')}`,
      };
      accepted.push(message);
      const recipient = {
        statusCode: 101,
        number: to,
        status: 'Success',
        cost: 'TZS 20.0000',
        messageId: message.messageId,
      };
      answer(res, 201, recipientsBody([recipient], 'Sent to 1/1 Total Cost: TZS 20.0000'));
      planReports(message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to give the adapter (`baseUrl`). */
    url: `http://127.0.0.1:${port}`,
    accepted,
    requests,
    /** Every delivery report posted and the HTTP status it got. */
    posted,
    /** Queues the fates of the next sends, in order; a send with none queued succeeds. */
    nextSends(...next: SendFate[]) {
      fates.push(...next);
    },
    setReports(plan: ReportPlan, url = deliveryUrl) {
      reports = plan;
      deliveryUrl = url;
    },
    /** Posts one report of an accepted message now (a late or a repeated one). */
    report(message: AcceptedMessage, status: string, failureReason?: string) {
      return postReport(reportFields(message, status, failureReason));
    },
    /** Posts any form to the delivery URL, as AT would (or as a stranger would). */
    postReport,
    /** Waits for the reports planned so far to be posted. */
    async reportsPosted() {
      while (pendingPosts.size > 0) await Promise.all([...pendingPosts]);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type AfricasTalkingFake = Awaited<ReturnType<typeof startAfricasTalkingFake>>;
