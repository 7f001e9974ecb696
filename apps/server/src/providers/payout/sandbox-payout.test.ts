import { describe, expect, it } from 'vitest';
import { createSandboxPayout } from './sandbox-payout.ts';

const account = (accountNumber: string) => ({ bankCode: 'TZ0001', bankName: 'M-Pesa', accountNumber });

describe('sandbox payout rule', () => {
  const payout = createSandboxPayout();

  it('fails when no account is bound', async () => {
    expect(await payout.send({ orderId: 1, amount: 100, account: null })).toEqual({
      ok: false,
      reason: 'No payout account is bound',
    });
  });

  it("rejects an account number ending in '000'", async () => {
    expect(await payout.send({ orderId: 1, amount: 100, account: account('0712345000') })).toEqual({
      ok: false,
      reason: 'The provider rejected the account',
    });
  });

  it.each(['0712345678', '712345001', '0712340001'])('pays %s', async (number) => {
    const result = await payout.send({ orderId: 7, amount: 100, account: account(number) });
    expect(result).toMatchObject({ ok: true, reference: expect.stringMatching(/^SBX-7-/) });
  });
});
