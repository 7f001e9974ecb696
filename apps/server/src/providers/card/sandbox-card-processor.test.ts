import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { createSandboxCardProcessor } from './sandbox-card-processor.ts';

describe('the sandbox card processor', () => {
  it('vaults a token and the last four; declines a number ending in 0002; charges once per reference', async () => {
    const database = await openTestDatabase();
    try {
      const processor = createSandboxCardProcessor();
      const card = { holderName: 'Asha Mwita', expiryMonth: 12, expiryYear: 2030 };
      const good = await processor.vault(database.db, { ...card, number: '4111111111111111' });
      const bad = await processor.vault(database.db, { ...card, number: '4000000000000002' });
      expect(good.last4).toBe('1111');
      expect(good.token).not.toContain('4111111111111111');
      expect(await processor.authorize(database.db, bad.token, 100)).toEqual({
        ok: false,
        reason: 'declined',
      });
      expect((await processor.authorize(database.db, good.token, 100)).ok).toBe(true);
      const first = await processor.charge(database.db, { token: good.token, amount: 100, reference: 'R1' });
      const again = await processor.charge(database.db, { token: good.token, amount: 100, reference: 'R1' });
      expect(first.ok && again.ok && first.chargeId === again.chargeId).toBe(true);
      expect(
        (await processor.charge(database.db, { token: bad.token, amount: 100, reference: 'R2' })).ok,
      ).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("needs the SMS code for a card's first payment and above 200.000,00 TZS", () => {
    const processor = createSandboxCardProcessor();
    expect(processor.needsCode({ firstPayment: true, amount: 1_000_00 })).toBe(true);
    expect(processor.needsCode({ firstPayment: false, amount: 200_000_00 })).toBe(false);
    expect(processor.needsCode({ firstPayment: false, amount: 200_000_01 })).toBe(true);
  });
});
