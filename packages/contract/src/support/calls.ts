import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { idParam, intParam, optionalIdParam } from '../platform/params.ts';
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
