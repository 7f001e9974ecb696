import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MOBILE_MONEY_PROVIDERS } from '@tz-loan/contract/bank/providers';
import { BUSINESS_NUMBER, MOBILE_MONEY_WALLETS } from '@tz-loan/contract/repayment/mobile-money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, paidOutLoan, REPAY_ENV } from '../../test/repayment-loans.ts';
import { createTestApp, get } from '../../test/test-app.ts';
import { PAY_CHANNELS, payNotice } from './channels.ts';

// Tigo Pesa is called Mixx by Yas now (PRODUCT.md §17). The wallets, their names and the business
// number come from one list (@tz-loan/contract/repayment/mobile-money): the ways to pay, the pay-code steps,
// the code page's tips and the payout providers all say the same.
const OLD_NAME = /tigo\s*-?\s*pesa/i;
const WALLET_NAMES = MOBILE_MONEY_WALLETS.map((wallet) => wallet.name);

const SERVER = resolve(import.meta.dirname, '../../..');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(REPAY_ENV);
});
afterAll(() => app.close());

describe('the mobile-money wallets, by their current names, with the business number', () => {
  it("no server text, seed or template says 'Tigo Pesa'", () => {
    const sources = filesUnder(join(SERVER, 'src')).filter(
      (path) => !/\.test\.ts$|[/\\]test[/\\]/.test(path),
    );
    expect(sources.length).toBeGreaterThan(50);
    const naming = sources
      .filter((path) => OLD_NAME.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SERVER, path));
    expect(naming).toEqual([]);
  });

  it('the ways to pay and the payout providers are named from the one list', () => {
    const wallets = PAY_CHANNELS.filter((channel) => channel.method === 'code');
    expect(wallets.map((channel) => [channel.type, channel.name.en, channel.name.sw])).toEqual(
      MOBILE_MONEY_WALLETS.map((wallet) => [wallet.code, wallet.name, wallet.name]),
    );
    for (const provider of MOBILE_MONEY_PROVIDERS) {
      expect(MOBILE_MONEY_WALLETS.find((wallet) => wallet.code === provider.code)?.name).toBe(provider.name);
    }
  });

  it.each(['en', 'sw'] as const)(
    'the pay-code steps (%s): each wallet, its dial code, the business number',
    (language) => {
      const notice = payNotice('845210337', '1.000,00 TZS', language);
      expect(Object.keys(notice)).toEqual(WALLET_NAMES);
      const mixx = notice['Mixx by Yas']?.[0]?.step ?? [];
      expect(mixx[0]).toBe(
        language === 'en'
          ? 'Dial *150*01# or open the Mixx by Yas app'
          : 'Piga *150*01# au fungua programu ya Mixx by Yas',
      );
      expect(mixx.join(' ')).toContain(BUSINESS_NUMBER);
      expect(JSON.stringify(notice)).not.toMatch(OLD_NAME);
    },
  );

  it('Pay Now and the code page give the business number to pay the code to, in both languages', async () => {
    const { session, orderId } = await paidOutLoan(app);
    const made = await generate(app, session, { orderId, amount: 2_000_00, bankCode: 'TZ0002' });
    expect(made.data.notice).toMatch(/^Pay .* TZS with Mixx by Yas using pay code \d{9}\.$/);
    for (const [language, tip] of [
      ['en', `Choose Pay bill, enter business number ${BUSINESS_NUMBER} and the pay code as the reference`],
      [
        'sw',
        `Chagua Lipa Bili, weka namba ya kampuni ${BUSINESS_NUMBER} na namba ya malipo kama namba ya kumbukumbu`,
      ],
    ]) {
      const page = await get(app, '/v3/loan-details/repayment-code', {
        ...session,
        tradeNo: made.data.tradeNo,
        language,
      });
      expect(page.body.data.channelName).toBe('Mixx by Yas');
      expect(page.body.data.channelImage).toBe('/channels/mixx.svg');
      expect(page.body.data.tips).toContain(tip);
    }
  });
});
