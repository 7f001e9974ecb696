import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payoutAccounts } from '../db/schema/bank.ts';

/** A valid mobile-money save body; override any value by its code. */
export const mobileMoneyBody = (overrides: Record<string, string | undefined> = {}) => ({
  cardType: '1',
  bankCode: 'TZ0002',
  channelNumber: '90007',
  userName: 'Neema Mushi',
  cardNo: '0712345678',
  confirmCardNo: '0712345678',
  product_id: '1',
  ...overrides,
});

/** A valid bank-account save body; override any value by its code. */
export const bankBody = (overrides: Record<string, string | undefined> = {}) => ({
  cardType: '2',
  bankCode: 'TZB002',
  userName: "Juma O'Brien-Kweka",
  cardNo: '123456789',
  confirmCardNo: '123456789',
  product_id: '2',
  ...overrides,
});

export const accountRows = (app: FastifyInstance, userId: string) =>
  app.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.borrowerId, Number(userId)));
