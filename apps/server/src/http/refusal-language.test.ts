import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, login } from '../test/test-app.ts';

// A refusal a borrower reads comes in the language they read (PRODUCT.md §16): the `language` param,
// else Accept-Language, else English; a repeat of an idempotent call gets the same words.

let app: FastifyInstance;
let session: { userId: string; sessionId: string };
beforeAll(async () => {
  app = await createTestApp();
  session = await login(app, '0712000451');
});
afterAll(() => app.close());

const details = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method: 'GET',
    url: `/tapi/v3/loan-details/loan-details?${new URLSearchParams(query)}`,
    headers,
  });
  return response.json() as { code: number; message: string };
};

describe('refusals in the reader language', () => {
  it('another borrower’s or a missing order: in Kiswahili with language=sw, in English without', async () => {
    const asked = { ...session, orderId: '999999', productId: '1' };
    expect(await details({ ...asked, language: 'sw' })).toMatchObject({
      code: 404,
      message: 'Oda hii haipo',
    });
    expect(await details(asked)).toMatchObject({ code: 404, message: 'This order does not exist' });
  });

  it('an ended session: by Accept-Language when no language param is sent', async () => {
    const ended = { userId: session.userId, sessionId: 'not-a-live-session', orderId: '1' };
    expect(await details(ended, { 'accept-language': 'sw-TZ,sw;q=0.9,en;q=0.5' })).toMatchObject({
      code: 401,
      message: 'Muda wako wa kuingia umeisha. Tafadhali ingia tena',
    });
    expect(await details({ ...ended, language: 'en' }, { 'accept-language': 'sw' })).toMatchObject({
      message: 'Your session has ended. Please log in again',
    });
  });

  it('an idempotent call replays a refusal in the words it was first given', async () => {
    const call = () =>
      app.inject({
        method: 'POST',
        url: `/tapi/v3/loan-details/generate-vcode-yd?${new URLSearchParams({ ...session, language: 'sw' })}`,
        headers: {
          [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'refusal-language-1',
        },
        payload: 'product_id=1&orderId=999999&amount=100000&cardNo=0712345678&bankCode=TZ0002&isDelay=0',
      });
    const first = (await call()).json();
    const again = await call();
    expect(first).toMatchObject({ message: 'Oda hii haipo' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first);
  });

  it('a language the app does not speak falls back to English', async () => {
    const { body } = await get(app, '/v3/loan-details/loan-details', {
      ...session,
      orderId: '999999',
      language: 'fr',
    });
    expect(body.message).toBe('This order does not exist');
  });
});
