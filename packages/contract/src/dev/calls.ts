import { z } from 'zod';
import { defineCall } from '../platform/call.ts';
import { DEV_PATHS } from './paths.ts';

/**
 * Demo mode only: every screen the web app declares, with the name the developer pages show. The names
 * come from the server: the browser's build leaves them out of the code every screen downloads.
 */
export const devScreens = defineCall({
  ...DEV_PATHS.screens,
  summary: 'Every declared screen with its name (demo mode), for the developer pages',
  input: z.object({}),
  data: z.object({
    screens: z.array(
      z.object({
        path: z.string(),
        name: z.string(),
        group: z.enum(['borrower', 'official', 'dev', 'channel']),
      }),
    ),
  }),
});

/** Demo mode only: the sandbox wallet's PIN prompts still waiting for an answer, oldest first. */
export const devWalletPrompts = defineCall({
  ...DEV_PATHS.walletPrompts,
  summary: "The sandbox wallet's PIN prompts waiting on phones (demo mode), for the host's phone",
  input: z.object({}),
  data: z.object({
    prompts: z.array(
      z.object({
        /** Our reference of the push (its trade number). */
        reference: z.string(),
        /** The wallet's name ('M-Pesa') and the number, as shown: '0712 345 678'. */
        wallet: z.string(),
        phone: z.string(),
        /** Minor units. */
        amount: z.number().int(),
        /** The lender the money goes to, as the wallet's prompt names it. */
        payee: z.string(),
        /** ISO time after which the prompt times out by itself. */
        expiresAt: z.string(),
      }),
    ),
  }),
});

/** Demo mode only: answers a sandbox PIN prompt as the phone's owner would. */
export const devAnswerWalletPrompt = defineCall({
  refusals: [404, 409],
  ...DEV_PATHS.answerWalletPrompt,
  summary: 'Approve or decline a sandbox PIN prompt (demo mode)',
  input: z.object({
    reference: z.string().min(1).max(64),
    answer: z.enum(['approve', 'decline']),
  }),
  data: z.object({ state: z.enum(['approved', 'declined', 'expired']) }),
});
