import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { INPUT_TEXTS, inputText } from '../platform/input-texts.ts';
import { flagParam, idParam, minorUnitsParam } from '../platform/params.ts';
import { MOBILE_MONEY_WALLETS } from './mobile-money.ts';
import { PUSH_PATHS } from './paths.ts';
import { PUSH_STATES } from './push-paths.ts';

const walletCode = z.enum(MOBILE_MONEY_WALLETS.map((wallet) => wallet.code) as ['TZ0001', ...string[]], {
  error: INPUT_TEXTS.chooseHowToPay.en,
});

/** One push payment as the borrower follows it. */
export const pushView = z.object({
  tradeNo: z.string(),
  orderId: z.string(),
  state: z.enum(PUSH_STATES),
  /** The wallet's code (`MOBILE_MONEY_WALLETS`) and the number the prompt went to, as shown: '0712 345 678'. */
  wallet: z.string(),
  phone: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  /** 'repayment' or 'deferral' (a roll-over fee). */
  kind: z.enum(['repayment', 'deferral']),
  /** The wallet's receipt reference once paid, '' before. */
  receipt: z.string(),
  /** Where it stands in the reader's language: 'Check your phone and enter your PIN', 'Paid…'. */
  message: z.string(),
  /** ISO time of its last change: a screen reopens a push that ended long ago no more. */
  updatedAt: z.string(),
});
export type PushView = z.infer<typeof pushView>;

export const startPush = defineCall({
  refusals: [404, 409],
  ...PUSH_PATHS.startPush,
  summary: 'Pay from my phone: push a PIN prompt to a wallet',
  description:
    'Checked against what is owed as Pay Now is; the same choice again while it is open returns the same push. ' +
    'Another push or Pay Now for the order while one waits for the PIN is refused (409).',
  input: z.object({
    orderId: idParam('orderId'),
    amount: minorUnitsParam('amount'),
    isDelay: flagParam('isDelay'),
    wallet: walletCode,
    /** The number to push to: '0712345678', '712345678' or '255712345678'. */
    phone: z
      .string({ error: inputText(INPUT_TEXTS.required, { name: 'phone' }) })
      .max(20, inputText(INPUT_TEXTS.tooLong, { name: 'phone' })),
  }),
  data: pushView,
});

export const pushState = defineCall({
  refusals: [404],
  ...PUSH_PATHS.pushState,
  summary: 'Where a push payment stands, and the wallet and number to offer',
  input: z.object({
    orderId: idParam('orderId'),
    /** One push of the order; without it, the order's latest. */
    tradeNo: z.string().max(64).optional(),
  }),
  data: z.object({
    push: pushView.nullable(),
    /** Whether a screen opening now shows it: still open, or ended in the last minutes. */
    reopen: z.boolean(),
    /** The borrower's own number, as shown, and the wallet it belongs to ('' when none is known). */
    ownPhone: z.string(),
    ownWallet: z.string(),
  }),
});
