import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/content.ts';
import { createTestApp, createTwinTestApps } from '../../test/test-app.ts';

// The contact form stores what it is sent, so it is limited per client address, counted in the
// database: several API processes sharing PostgreSQL see one count.

const MESSAGE = 'name=Asha&telephone=0712345678&suggestion=Hello';
const LIMITED =
  /^Too many messages were sent from this network\. Please try again in (1 minute|\d+ minutes)$/;

const send = async (app: FastifyInstance, address: string, { query = '', payload = MESSAGE } = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/content/contact-message${query}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload,
    remoteAddress: address,
  });
  return { status: response.statusCode, body: response.json() as { code: number; message: string } };
};

const postPlainForm = async (app: FastifyInstance, address: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/tapi/content/contact-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: MESSAGE,
      remoteAddress: address,
    })
  ).headers.location;

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe('the contact form is limited per client address', () => {
  it("past the limit: 429 in words, in the reader's language, and nothing stored", async () => {
    const app = await createTestApp({ CONTACT_LIMIT_PER_ADDRESS: '2', RATE_WINDOW_SECONDS: '3600' });
    closing.push(() => app.close());
    expect((await send(app, '10.0.0.1')).body.code).toBe(0);
    expect((await send(app, '10.0.0.1')).body.code).toBe(0);
    const refused = await send(app, '10.0.0.1');
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(429);
    expect(refused.body.message).toMatch(LIMITED);
    expect((await send(app, '10.0.0.1', { query: '?language=sw' })).body.message).toMatch(
      /^Ujumbe mwingi mno umetumwa kutoka mtandao huu\. Tafadhali jaribu tena baada ya dakika \d+$/,
    );
    // The page without scripts hears it too; another address is not held back.
    expect(await postPlainForm(app, '10.0.0.1')).toBe('/?section=contact&contact=limited');
    expect((await send(app, '10.0.0.2')).body.code).toBe(0);
    expect(await app.db.select().from(contactMessages)).toHaveLength(3);
  });

  it('a refused form is not counted: an incomplete one costs the sender nothing', async () => {
    const app = await createTestApp({ CONTACT_LIMIT_PER_ADDRESS: '1' });
    closing.push(() => app.close());
    for (let i = 0; i < 3; i += 1) {
      expect((await send(app, '10.0.1.1', { payload: 'name=Asha' })).body.code).toBe(400);
    }
    expect((await send(app, '10.0.1.1')).body.code).toBe(0);
    expect((await send(app, '10.0.1.1')).body.code).toBe(429);
  });

  it('holds across two app instances on one database, concurrent messages included', async () => {
    const { first, second, close } = await createTwinTestApps({ CONTACT_LIMIT_PER_ADDRESS: '3' });
    closing.push(close);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? first : second, '10.0.2.1')),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    for (const answer of answers.filter((a) => a.body.code === 429))
      expect(answer.body.message).toMatch(LIMITED);
    expect(await first.db.select().from(contactMessages)).toHaveLength(3);
    // Either instance refuses the next one.
    expect((await send(first, '10.0.2.1')).body.code).toBe(429);
    expect((await send(second, '10.0.2.1')).body.code).toBe(429);
  });
});
