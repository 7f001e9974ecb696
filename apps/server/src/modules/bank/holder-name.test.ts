import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRows, bankBody, mobileMoneyBody } from '../../test/bank-forms.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';
import { createHolderNameLookup, shortHolderName } from './holder-name.ts';

const PATH = '/v3/certify/holder-name';

describe('holder-name in the app (the sandbox wallet answers)', () => {
  let app: FastifyInstance;
  let session: { userId: string; sessionId: string };
  beforeAll(async () => {
    app = await createTestApp({ AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: 'off' });
    session = await login(app, '0719555001');
  });
  afterAll(() => app.close());

  const ask = (body: Record<string, string | undefined>, language?: string) =>
    post(app, PATH, body, { userId: session.userId, sessionId: session.sessionId, language });

  it("names the wallet's holder for the borrower to confirm, in their language, and binds nothing", async () => {
    const { body } = await ask(mobileMoneyBody());
    expect(body).toMatchObject({
      code: 0,
      data: {
        found: 'yes',
        holderName: 'JUMA S.',
        confirm: true,
        message: 'This wallet is registered to JUMA S. — is that you?',
      },
    });
    const other = await ask(mobileMoneyBody({ cardNo: '0712345999', confirmCardNo: '0712345999' }), 'sw');
    expect(other.body.data).toMatchObject({
      found: 'yes',
      holderName: 'NEEMA K.',
      message: 'Pochi hii imesajiliwa kwa jina la NEEMA K. — ni wewe?',
    });
    const bank = await ask(bankBody());
    expect(bank.body.data.message).toBe('This account is registered to JUMA S. — is that you?');
    expect(await accountRows(app, session.userId)).toEqual([]);
  });

  it('an account the provider does not know is refused with a clear message', async () => {
    const { body } = await ask(mobileMoneyBody({ cardNo: '0712345000', confirmCardNo: '0712345000' }));
    expect(body.data).toEqual({
      found: 'no',
      holderName: '',
      confirm: false,
      message: 'No wallet is registered to this number. Check the number and the provider.',
    });
  });

  it('checks the body as a save does, and the whole number never comes back', async () => {
    const { body } = await ask(mobileMoneyBody({ cardNo: '071234', confirmCardNo: '071234' }));
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^Account number:/);
    const found = await ask(mobileMoneyBody());
    expect(JSON.stringify(found.body)).not.toContain('0712345678');
  });

  it('needs a session', async () => {
    const { body } = await post(app, PATH, mobileMoneyBody());
    expect(body.code).not.toBe(0);
  });
});

describe('createHolderNameLookup', () => {
  const lookup = (answer: () => Promise<unknown>) =>
    createHolderNameLookup({ nameLookup: answer as never })(mobileMoneyBody(), 'en');

  it('a lookup that cannot be answered lets the account be saved without the name, and says so', async () => {
    const unknown = {
      found: 'unknown',
      holderName: '',
      confirm: false,
      message: "We could not check the holder's name right now. You can still save this account.",
    };
    expect(await lookup(async () => ({ found: 'unknown', reason: 'timeout' }))).toEqual(unknown);
    expect(await lookup(() => Promise.reject(new Error('socket hang up')))).toEqual(unknown);
    expect(await createHolderNameLookup(null)(mobileMoneyBody(), 'en')).toEqual(unknown);
  });

  it('asks the provider for the right destination', async () => {
    const asked: unknown[] = [];
    const rails = {
      nameLookup: async (request: unknown) => {
        asked.push(request);
        return { found: true as const, name: 'Asha' };
      },
    };
    await createHolderNameLookup(rails)(mobileMoneyBody(), 'en');
    await createHolderNameLookup(rails)(bankBody(), 'en');
    expect(asked).toEqual([
      { destination: { kind: 'wallet', wallet: 'TZ0002', accountNumber: '0712345678' } },
      { destination: { kind: 'bank', bankName: 'NMB', accountNumber: '123456789' } },
    ]);
  });

  it('shows the first name and the next initial', () => {
    expect(shortHolderName('JUMA S. MOSHI')).toBe('JUMA S.');
    expect(shortHolderName('  Neema   Kasimu Mwakalinga ')).toBe('Neema K.');
    expect(shortHolderName('ASHA')).toBe('ASHA');
  });
});
