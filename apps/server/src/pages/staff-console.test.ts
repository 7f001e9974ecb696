import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, testConfig } from '../test/test-app.ts';
import { writeWebBuild } from '../test/web-build.ts';

describe('the staff console at /staff', () => {
  const { dist, remove } = writeWebBuild();
  afterAll(remove);
  mkdirSync(join(dist, 'staff/assets'), { recursive: true });
  writeFileSync(
    join(dist, 'staff/index.html'),
    '<!doctype html><title>Staff console</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'staff/assets/abc123.js'), 'console.log("console");');

  it('serves its page at /staff and any address under it, and its assets for a year', async () => {
    const app = await buildApp(testConfig({ WEB_DIST: dist }), await openTestDatabase());
    try {
      for (const url of ['/staff', '/staff/', '/staff/orders?status=21', '/staff/invite']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<title>Staff console</title>');
        expect(page.headers['cache-control'], url).toBe('no-store');
      }
      const asset = await app.inject({ method: 'GET', url: '/staff/assets/abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("console");');
      expect(asset.headers['cache-control']).toContain('immutable');
      for (const url of ['/staff/assets/missing.js', '/staff/assets/..%2Findex.html']) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toMatchObject({ code: 404 });
      }
    } finally {
      await app.close();
    }
  });
});
