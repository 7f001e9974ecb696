import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;

const totpFor = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the console shows to enrol: the otpauth:// address as a QR code, and the key to type. */
export const enrolment = async (secret: string, label: string, issuer: string) => {
  const uri = totpFor(secret, label, issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg, secret };
};

/**
 * The time step a code belongs to (one step of clock drift either way), or null. The caller keeps
 * the last step accepted and refuses it and any before it: a code works once.
 */
export const totpStep = (secret: string, code: string, now = Date.now()): number | null => {
  const delta = totpFor(secret, 'x', 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
};

/** For tests and the demo: the code an authenticator app shows now. */
export const totpCodeNow = (secret: string, now = Date.now()) =>
  totpFor(secret, 'x', 'x').generate({ timestamp: now });
