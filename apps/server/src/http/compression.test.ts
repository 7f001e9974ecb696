import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// A rendered page is about 18 KB of HTML: it is compressed in one call at brotli quality 2 (its cost
// against its bytes is measured in bench/README.md), never through a stream per response.

const PAGE = `<!doctype html>${'<p class="row">A line of a rendered screen, 1.000,00 TZS</p>'.repeat(400)}`;

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({}, (instance) => {
    instance.get('/compression-probe', (_request, reply) => reply.type('text/html').send(PAGE));
  });
});
afterAll(() => app.close());

describe('compression of answers', () => {
  it('compresses a page in one call at brotli quality 2, with its length known', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/compression-probe',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    // Only the one-call path knows the length; a stream sends it in chunks.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const quality2 = brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } });
    expect(response.rawPayload.equals(quality2)).toBe(true);
  });
});
