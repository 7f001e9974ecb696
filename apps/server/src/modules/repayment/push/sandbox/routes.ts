import { devAnswerWalletPrompt, devWalletPrompts } from '@tz-loan/contract/dev/calls';
import { Code } from '@tz-loan/contract/platform/envelope';
import { formatPhone } from '@tz-loan/contract/platform/phone';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../../domain/errors.ts';
import { route } from '../../../../http/route.ts';
import type { SandboxWallet } from '../../../../providers/mobile-money/sandbox-wallet.ts';

/** The sandbox wallet's PIN prompts for `/host`'s phone (demo mode and test systems that ask). */
export const registerWalletPromptRoutes = (app: FastifyInstance, wallet: SandboxWallet, payee: string) => {
  route(app, devWalletPrompts, { auth: false }, async () => ({
    prompts: (await wallet.prompts()).map((row) => ({
      reference: row.reference,
      wallet: wallet.walletName(row.wallet),
      phone: formatPhone(row.account),
      amount: row.amount,
      payee,
      expiresAt: row.expiresAt.toISOString(),
    })),
  }));
  route(app, devAnswerWalletPrompt, { auth: false }, async ({ input }) => {
    const row = await wallet.answer(input.reference, input.answer);
    if (!row) throw new DomainError(Code.notFound, 'There is no such prompt');
    if (row.state === 'pending') throw new DomainError(Code.conflict, 'The prompt is still open');
    const state = row.state === 'succeeded' ? 'approved' : row.state === 'declined' ? 'declined' : 'expired';
    return { state } as const;
  });
};
