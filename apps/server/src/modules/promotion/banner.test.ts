import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, get } from '../../test/test-app.ts';
import { bannerInliner, INLINE_BANNER_MAX_BYTES } from './banner.ts';

// The landing's banner comes inside the template's answer when it is a small picture of the app's own
// build, so that the landing's largest paint needs no request of its own.

const dist = mkdtempSync(join(tmpdir(), 'banner-dist-'));
mkdirSync(join(dist, 'promotion'));
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360">\n  <title>A 'wallet' & "coins"</title>\n  <rect fill="#0a7d3b" width="100%" height="360"/>\n</svg>\n`;
writeFileSync(join(dist, 'promotion/small.svg'), SVG);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
writeFileSync(join(dist, 'promotion/small.png'), PNG);
writeFileSync(join(dist, 'promotion/large.svg'), `<svg>${' '.repeat(INLINE_BANNER_MAX_BYTES)}</svg>`);
writeFileSync(join(tmpdir(), 'outside.svg'), SVG);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'outside.svg'), { force: true });
});

describe('bannerInliner', () => {
  const inline = bannerInliner(dist);

  it('answers a small SVG of the build as a data: URL that draws the same picture', () => {
    const url = inline('/promotion/small.svg');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    // Nothing an HTML attribute or JSON would escape: the page's two copies are the same text.
    expect(url).not.toMatch(/["'<>&#\n]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(SVG.replace(/\s+/g, ' '));
  });

  it('answers another small picture as base64', () => {
    expect(inline('/promotion/small.png')).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('leaves the address as the lender set it for a large, missing, foreign or odd one', () => {
    for (const banner of [
      '/promotion/large.svg',
      '/promotion/missing.svg',
      '/../outside.svg',
      '/promotion/../../outside.svg',
      '/promotion/small.svg?v=2',
      '/promotion/small.txt',
      'https://cdn.example/promotion/small.svg',
      'promotion/small.svg',
      '',
    ])
      expect(inline(banner)).toBe(banner);
  });
});

describe('channel-template with the build beside it', () => {
  it("answers the demo banner inside the answer, and the page's address when the build has no such file", async () => {
    const app = await createTestApp({ WEB_DIST: dist });
    try {
      writeFileSync(join(dist, 'promotion/banner-1.svg'), SVG);
      const template = '/api/v2/youmi/service/channel/channel-template';
      expect((await get(app, template, { templateId: 1 })).body.data.banner).toMatch(
        /^data:image\/svg\+xml,/,
      );
      expect((await get(app, template, { templateId: 2 })).body.data.banner).toBe('/promotion/banner-2.svg');
    } finally {
      await app.close();
    }
  });
});
