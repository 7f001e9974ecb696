import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { SandboxPayment, SandboxPaymentOptions } from '../../../providers/payment/sandbox-payment.ts';
import { every } from '../../../shared/every.ts';
import { NOTIFY_PATH, registerNotifyRoute } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox payment provider's side: its pay page and agent payments (ops, tests). */
    sandboxPayment: SandboxPayment;
  }
}

const DELIVERY_INTERVAL_MS = 500;

/**
 * The secret both sides of the notifications share. Several processes on one PostgreSQL need the same
 * one: PAYMENT_SECRET, or one derived from the ops token they share; a lone process may make its own.
 */
export const paymentSecret = (config: Config) =>
  config.payment.secret ??
  (config.machineSecret
    ? createHmac('sha256', config.machineSecret).update('payment-notifications').digest('hex')
    : randomBytes(32).toString('hex'));

/**
 * How the sandbox payment provider reaches this server: notifications go over HTTP to this server (or
 * PAYMENT_NOTIFY_URL), as a real provider's would; an app that is not listening (the tests) takes them
 * through inject.
 */
export const sandboxPaymentOptions = (app: FastifyInstance, config: Config): SandboxPaymentOptions => ({
  secret: paymentSecret(config),
  deliver: postToServer(app, NOTIFY_PATH, config.payment.notifyUrl),
  deliveries: config.payment.deliveries,
  firstDeliveryDelayMs: config.payment.firstDeliveryDelayMs,
});

/**
 * How a sandbox provider reaches this server: over HTTP to this server (or `url`), as a real
 * provider's callback would; an app that is not listening (the tests) takes it through inject.
 */
export const postToServer =
  (app: FastifyInstance, path: string, url?: string) =>
  async (body: string, headers: Record<string, string>) => {
    const address = app.server.address();
    const target =
      url ?? (address && typeof address === 'object' ? `http://127.0.0.1:${address.port}${path}` : null);
    if (!target) return (await app.inject({ method: 'POST', url: path, payload: body, headers })).statusCode;
    const response = await fetch(target, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };

/** The sandbox provider app.ts built: the server's notification endpoint and the provider's delivery loop. */
export const runSandboxPayments = (app: FastifyInstance, sandbox: SandboxPayment) => {
  app.decorate('sandboxPayment', sandbox);
  registerNotifyRoute(app, sandbox.provider);
  every(app, 'sandbox payment: delivery', DELIVERY_INTERVAL_MS, () => sandbox.deliverDue());
  return sandbox;
};
