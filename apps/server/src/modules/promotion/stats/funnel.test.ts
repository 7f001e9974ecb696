import type { OpsPromotionRow } from '@tz-loan/contract/promotion/calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCode, freshPhone, registerPhone, sentCode } from '../../../test/promotion-landing.ts';
import { createTestApp, get } from '../../../test/test-app.ts';

// The funnel counts one visitor once: whatever their calls name, a code sent belongs to the landing
// (template and utm_tag) the visitor came from, as their visit, tap and registration do.

const TOKEN = 'promotion-funnel-ops-token-0123456789abcdef';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => app.close());

const funnel = async (templateId?: number): Promise<OpsPromotionRow[]> => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/ops/promotion${templateId === undefined ? '' : `?templateId=${templateId}`}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.rows;
};

const counts = (rows: OpsPromotionRow[]) =>
  rows.map((r) => [r.templateId, r.utmTag, r.visits, r.clicks, r.codesSent, r.registrations]);

const track = (kind: 'visit' | 'click', page_id: number, utm_tag: string, phone = '') =>
  get(app, `/api/v2/youmi/promotion/track-${kind}`, { page_id, utm_tag, page_type: 1, phone });

/**
 * One visitor of template 2 with tag `tv`: visit, tap, code, registration. `id` is what get-sms names:
 * the landing sends the template, a client that follows SPEC.md §4's payload sends none.
 */
const oneVisitor = async (id: number | undefined, utm_tag = 'tv') => {
  const phone = freshPhone();
  await track('visit', 2, utm_tag);
  await track('click', 2, utm_tag, phone.local);
  expect((await askCode(app, phone.local, { fields: { id, utm_tag } })).body.code).toBe(0);
  const registered = await registerPhone(app, phone.local, await sentCode(app, phone.stored), {
    id: 2,
    utm_tag,
  });
  expect(registered.body.code).toBe(0);
  return phone;
};

describe('the promotion funnel counts a code under the visitor’s template and utm_tag', () => {
  it('a visitor who visits, taps, gets a code and registers under 2/tv: one of each there, nothing under (none)', async () => {
    await oneVisitor(2);
    await oneVisitor(undefined);
    const rows = await funnel();
    expect(counts(rows)).toEqual([
      [1, '', 0, 0, 0, 0],
      [2, 'tv', 2, 2, 2, 2],
    ]);
    expect(rows.some((r) => r.templateId === null)).toBe(false);
    expect(counts(await funnel(2))).toEqual([[2, 'tv', 2, 2, 2, 2]]);
  });

  it('a code that named no template takes the landing of the visitor’s tap when they never register', async () => {
    const phone = freshPhone();
    await track('visit', 1, 'radio');
    await track('click', 1, 'radio', phone.local);
    expect((await askCode(app, phone.local, { fields: { id: undefined, utm_tag: '' } })).body.code).toBe(0);
    expect(counts(await funnel(1))).toEqual([[1, 'radio', 1, 1, 1, 0]]);
  });

  it('a code from nobody the landing knows stays under (none), with its own tag', async () => {
    const phone = freshPhone();
    const fields = { id: undefined, utm_tag: 'sms' };
    expect((await askCode(app, phone.local, { fields })).body.code).toBe(0);
    const rows = await funnel();
    expect(counts(rows.filter((r) => r.templateId === null))).toEqual([[null, 'sms', 0, 0, 1, 0]]);
    expect(counts(await funnel(1))).toEqual([[1, 'radio', 1, 1, 1, 0]]);
  });
});
