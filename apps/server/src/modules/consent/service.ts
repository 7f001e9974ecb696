import type { Db } from '../../db/client.ts';
import { marketingSmsOf, setMarketingSms } from './repository.ts';

export type ConsentService = ReturnType<typeof createConsentService>;

/**
 * The marketing SMS opt-in (PRODUCT.md §21): off until the borrower turns it on, recorded with its
 * time, withdrawn the same way. Nothing sends marketing SMS yet; whatever does must read it first.
 */
export const createConsentService = (db: Db) => {
  const marketingSms = async (borrowerId: number) => {
    const row = await marketingSmsOf(db, borrowerId);
    return {
      marketingSms: row?.on ? ('1' as const) : ('0' as const),
      changedAt: row?.at?.toISOString() ?? '',
    };
  };
  return {
    marketingSms,
    /** The same value again changes nothing, its time included: a repeat is harmless. */
    setMarketingSms: async (borrowerId: number, on: boolean) => {
      await setMarketingSms(db, borrowerId, on);
      return marketingSms(borrowerId);
    },
  };
};
