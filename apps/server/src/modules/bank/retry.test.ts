import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { mobileMoneyBody } from '../../test/bank-forms.ts';
import { createBankService } from './service.ts';

const violation = () => Object.assign(new Error('query failed'), { cause: { code: '23505' } });
const row = { cardType: '1', bankCode: 'TZ0002', bankName: 'Mixx by Yas', accountNumber: '0712345678' };

/** A database whose transactions fail with the given errors first, then answer `row`. */
const failingFirst = (...errors: Error[]) => {
  let calls = 0;
  const db = {
    transaction: async () => {
      calls++;
      const error = errors.shift();
      if (error) throw error;
      return row;
    },
  } as unknown as DbOrTx;
  return { db, calls: () => calls };
};

describe('a save that meets the one-current-account index', () => {
  it('runs its transaction once more', async () => {
    const { db, calls } = failingFirst(violation());
    const saved = await createBankService(db).saveAccount(1, mobileMoneyBody());
    expect(saved.account.cardNo).toBe('****5678');
    expect(calls()).toBe(2);
  });

  it('gives up after the second violation, and never retries other errors', async () => {
    const twice = failingFirst(violation(), violation());
    await expect(createBankService(twice.db).saveAccount(1, mobileMoneyBody())).rejects.toThrow(
      'query failed',
    );
    expect(twice.calls()).toBe(2);
    const other = failingFirst(new Error('connection lost'));
    await expect(createBankService(other.db).saveAccount(1, mobileMoneyBody())).rejects.toThrow(
      'connection lost',
    );
    expect(other.calls()).toBe(1);
  });
});
