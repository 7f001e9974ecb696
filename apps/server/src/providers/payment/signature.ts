import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-payment-signature';

export const sign = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time comparison, so a forger learns nothing from how long a refusal takes. */
export const verifySignature = (secret: string, rawBody: string, signature: string | undefined) => {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
};
