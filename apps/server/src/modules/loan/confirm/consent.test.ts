import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../../db/schema/rights.ts';
import { applicant, CHOICE_1, submit } from '../../../test/loan-confirm.ts';
import { createTestApp, post } from '../../../test/test-app.ts';

let app: FastifyInstance;
const OPS_TOKEN = 'consent-ops-token-0123456789abcdef';
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN });
});
afterAll(() => app.close());

const DEVICE = { deviceId: 'dev-77', clientType: 'android', osVersion: '14', appVersion: '2.3.1' };

const pageHash = async (query: Record<string, string>) => {
  const page = await app.inject({
    method: 'GET',
    url: `/tapi/v3/contract/view?${new URLSearchParams(query)}`,
  });
  expect(page.statusCode).toBe(200);
  return createHash('sha256').update(page.body, 'utf8').digest('hex');
};

const recorded = (borrowerId: number) =>
  app.db.select().from(consents).where(eq(consents.borrowerId, borrowerId)).orderBy(asc(consents.document));

describe('consent records', () => {
  it('records each agreement of an application with its version, page hash, language and device', async () => {
    const session = await applicant(app, '0715290001');
    const common = { ...session, ...DEVICE, language: 'sw' };
    const { body } = await submit(app, common);
    expect(body.code).toBe(0);
    const rows = await recorded(Number(session.userId));
    expect(rows.map((r) => [r.document, r.title, r.version, r.language])).toEqual([
      ['1', 'Mkataba wa mkopo', '2026-11', 'sw'],
      ['2', 'Ratiba ya marejesho na taarifa muhimu', '2026-11', 'sw'],
    ]);
    expect(rows.every((r) => r.orderId === Number(body.data.orderId))).toBe(true);
    expect(rows[0]?.device).toMatchObject(DEVICE);
    expect(rows[0]?.device).not.toHaveProperty('sessionId');
    // The hash is of the very page the borrower reads for this offer, in the language they read it in.
    for (const row of rows)
      expect(row.textHash).toBe(await pageHash({ ...CHOICE_1, position: row.document, ...common }));
    expect(rows[0]?.textHash).not.toBe(
      await pageHash({ ...CHOICE_1, position: '1', ...session, language: 'en' }),
    );
  });

  it('records once however often the application is retried', async () => {
    const session = await applicant(app, '0715290002');
    const first = await submit(app, session);
    const again = await submit(app, session);
    expect(again.body).toEqual(first.body);
    expect(await recorded(Number(session.userId))).toHaveLength(2);
  });

  it("shows staff the agreements in the borrower's story", async () => {
    const session = await applicant(app, '0715290004');
    await submit(app, { ...session, ...DEVICE });
    const story = await app.inject({
      method: 'GET',
      url: `/tapi/ops/borrower?phone=${session.mobilePhone}`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    const { consents: shown } = story.json().data;
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ version: '2026-11', device: 'dev-77 · android · 14' });
    expect(shown[0].textHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records the older confirmation’s submit the same way', async () => {
    const session = await applicant(app, '0715290005');
    const { body } = await post(
      app,
      '/gopia/goya/depush',
      { productId: '2', amount: '70000000', periods: '4', unit: '1' },
      { ...session, ...DEVICE },
    );
    expect(body.code).toBe('00');
    const rows = await recorded(Number(session.userId));
    expect(rows.map((r) => [r.orderId, r.document, r.language])).toEqual([
      [Number(body.attach.orderId), '1', 'en'],
      [Number(body.attach.orderId), '2', 'en'],
    ]);
    const offer = { productId: '2', amount: '70000000', periods: '4', termUnit: '1', position: '1' };
    expect(rows[0]?.textHash).toBe(await pageHash({ ...offer, ...session, ...DEVICE }));
  });

  it('records nothing for a refused application', async () => {
    const session = await applicant(app, '0715290003');
    const { body } = await submit(app, session, { ...CHOICE_1, amount: '1' });
    expect(body.code).not.toBe(0);
    expect(await recorded(Number(session.userId))).toHaveLength(0);
  });
});
