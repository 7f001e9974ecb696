import { API_BASE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { readBodiesRaw } from '../../../http/raw-body.ts';
import type { DeliveryReport, SmsGateway } from '../../../providers/sms/sms-gateway.ts';
import { escapeControlBytes } from '../../../shared/control-bytes.ts';

export const SMS_DELIVERY_PATH = `${API_BASE}/sms/delivery`;

/** Applies a report to the outbox row whose providerRef it names; `unknown`: no row has it. */
export type RecordDelivery = (report: DeliveryReport) => Promise<'recorded' | 'unknown'>;

type Options = {
  gateway: Pick<SmsGateway, 'name'> & Required<Pick<SmsGateway, 'readDeliveryReport'>>;
  record: RecordDelivery;
};

const isJson = (contentType: string | undefined) => contentType?.includes('json') ?? false;

const readBody = (raw: string, contentType: string | undefined): unknown => {
  if (!isJson(contentType)) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** A refused body for the log: a form decoded (its control bytes hide behind %XX otherwise), escaped. */
const forTheLog = (raw: string, contentType: string | undefined) => {
  const text = isJson(contentType)
    ? raw
    : [...new URLSearchParams(raw)].map(([name, value]) => `${name}=${value}`).join('&');
  return escapeControlBytes(text.slice(0, 500));
};

/**
 * Where the SMS gateway posts its delivery reports (a form from Africa's Talking, or JSON). A report
 * naming no message of ours is answered 200 all the same, so that the gateway stops posting it.
 */
export const registerSmsDeliveryRoute = (app: FastifyInstance, { gateway, record }: Options) =>
  app.register(async (scope) => {
    readBodiesRaw(scope);
    const schema = {
      tags: ['platform'],
      summary: "The SMS gateway's delivery report",
      description:
        "Posted by the SMS gateway (Africa's Talking: a form with `id`, `status`, `phoneNumber`, " +
        '`networkCode`, `failureReason`, `retryCount`). 200 once read, whether or not the message is ours; ' +
        '400 for a body that is not a delivery report.',
      operationId: 'smsDeliveryReport',
      security: [],
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
    };
    // The body is the gateway's, read raw: whatever it holds is checked, logged (escaped) and refused here.
    scope.post(
      SMS_DELIVERY_PATH,
      { schema, config: { acceptsControlBytes: true } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const contentType = request.headers['content-type'];
        const report = gateway.readDeliveryReport(readBody(raw, contentType));
        if (!report) {
          request.log.warn({ body: forTheLog(raw, contentType) }, 'not an SMS delivery report');
          return reply.status(400).send({ outcome: 'refused', reason: 'Not a delivery report' });
        }
        const outcome = await record(report);
        if (outcome === 'unknown') {
          request.log.warn({ gateway: gateway.name, report }, 'a delivery report for no message of ours');
        }
        return { outcome };
      },
    );
  });
