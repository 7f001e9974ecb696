import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { flagParam, idParam, intParam, optionalIdParam } from '../platform/params.ts';
import { SUPPORT_PATHS } from './paths.ts';

// Customer service: the app rating, tracked events (and, later, the customer-service calls).

/** The app rating of loan details; the app always sends 5 (SPEC.md §9). */
export const googleScore = defineCall({
  ...SUPPORT_PATHS.googleScore,
  input: z.object({ score: intParam('score', { min: 1, max: 5 }), orderId: optionalIdParam('orderId') }),
  data: z.object({}),
});

/** A tracked event, e.g. 'Borrow Again' (module 30, position 0). */
export const eventSave = defineCall({
  refusals: [404],
  ...SUPPORT_PATHS.eventSave,
  input: z.object({
    productId: idParam('productId'),
    moduleId: intParam('moduleId', { max: 9999 }),
    positionId: intParam('positionId', { max: 9999 }),
  }),
  data: z.object({}),
});

/** Whether the borrower takes marketing SMS (PRODUCT.md §21): off until turned on; when it last changed. */
const marketingSmsData = z.object({
  marketingSms: z.enum(['0', '1']),
  /** ISO time of the last change; '' when never set. */
  changedAt: z.string(),
});

export const marketingSmsGet = defineCall({
  ...SUPPORT_PATHS.marketingSmsGet,
  input: z.object({}),
  data: marketingSmsData,
});

/** Sets the opt-in; the same value again changes nothing (its time stays), so a repeat is harmless. */
export const marketingSmsSet = defineCall({
  ...SUPPORT_PATHS.marketingSmsSet,
  input: z.object({ marketingSms: flagParam('marketingSms') }),
  data: marketingSmsData,
});
