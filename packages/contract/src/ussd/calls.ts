import { z } from 'zod';
import { smsCode } from '../auth/calls.ts';
import { defineCall } from '../platform/call.ts';
import { USSD_PATHS, USSD_PIN_LENGTH } from './paths.ts';

const pinSchema = z
  .union([z.string(), z.number()], { error: `pin must be ${USSD_PIN_LENGTH} digits` })
  .transform(String)
  .pipe(z.string().regex(new RegExp(`^\\d{${USSD_PIN_LENGTH}}$`), `pin must be ${USSD_PIN_LENGTH} digits`));

/** Whether the caller has a USSD PIN, and whether wrong tries locked it. */
export const ussdPinStatus = defineCall({
  ...USSD_PATHS.pinStatus,
  summary: 'Whether my USSD PIN is set or locked',
  input: z.object({}),
  data: z.object({
    set: z.boolean(),
    /** Locked by wrong tries on USSD: setting it again unlocks it. */
    locked: z.boolean(),
    /** ISO time it was last set; null when never. */
    setAt: z.string().nullable(),
    /** The code to dial for the lender's USSD service; null while the lender offers none. */
    serviceCode: z.string().nullable(),
  }),
});

/**
 * Sets or changes the caller's USSD PIN (PRODUCT.md §22), proven by the login SMS code sent to their
 * own phone (`send-sms-code` first); setting it again unlocks it. Stored hashed.
 */
export const setUssdPin = defineCall({
  ...USSD_PATHS.setPin,
  summary: 'Set or change my USSD PIN with the SMS code sent to my phone',
  refusals: [429],
  input: z.object({ code: smsCode, pin: pinSchema }),
  data: z.object({ setAt: z.string() }),
});
