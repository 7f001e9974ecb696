import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { CONTRACT_SCENE } from '../platform/constants.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { idParam, intParam, minorUnitsParam, optionalIdParam } from '../platform/params.ts';
import { confirmationData, contractItem } from './calls.ts';
import { LOAN_PATHS } from './paths.ts';

// The older loan confirmation (`/waffleLemo?variant=legacy`): the `/gopia/goya/*` calls answer with the
// legacy envelope, code '00' for success and the payload in `attach` (`legacyEnvelope`). `data` below
// is what `attach` holds.

/** Confirmation data plus what the older screen adds: its button text and the promotional popup. */
export const legacyConfirm = defineCall({
  refusals: [404],
  ...LOAN_PATHS.legacyConfirm,
  input: z.object({ productId: idParam('productId') }),
  data: confirmationData.extend({
    buttonText: z.string(),
    /** Shown on load when `message` is non-empty: close icon, message, confirm button. */
    promo: z.object({ message: z.string(), buttonText: z.string() }),
  }),
});

export const legacyContracts = defineCall({
  refusals: [404],
  ...LOAN_PATHS.legacyContracts,
  input: z.object({
    productId: idParam('productId'),
    scene: z.coerce.number().pipe(z.literal(CONTRACT_SCENE)).optional(),
  }),
  data: z.object({ list: z.array(contractItem) }),
});

export const legacyOpenContract = defineCall({
  refusals: [404],
  ...LOAN_PATHS.legacyOpenContract,
  input: z.object({
    productId: idParam('productId'),
    position: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'position' }) })
      .regex(/^\d{1,3}$/, inputText(INPUT_TEXTS.notValid, { name: 'position' })),
    orderId: optionalIdParam('orderId'),
  }),
  data: z.object({ url: z.string() }),
});

/** Submit on the older screen: `unit` is the term unit; `orderId`, when given, is a retry's order. */
export const legacySubmit = defineCall({
  refusals: [404, 409],
  ...LOAN_PATHS.legacySubmit,
  input: z.object({
    productId: idParam('productId'),
    amount: minorUnitsParam('amount'),
    periods: intParam('periods', { min: 1, max: 60 }),
    unit: intParam('unit', { min: 1, max: 1 }),
    orderId: optionalIdParam('orderId'),
  }),
  data: z.object({ orderId: z.string(), lendDetailsUrl: z.string() }),
});

/** Resolves a recommended product's link. */
export const legacyDefine = defineCall({
  refusals: [404],
  ...LOAN_PATHS.legacyDefine,
  input: z.object({ productId: idParam('productId') }),
  data: z.object({ url: z.string() }),
});
