import { describe, expect, it } from 'vitest';
import html from '../../index.html?raw';

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the borrower page', () => {
  it('is English, sized for phones, and boots the app entry', () => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(page.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/src/app/main.tsx');
  });

  it('carries the features meta exactly as the server rewrites it, on for the dev server', () => {
    // The server's pattern (apps/server/src/http/web-pages.ts): <meta name="app-features" content="…">
    expect(html).toMatch(/<meta name="app-features" content="dev,host"/);
  });

  it('registers no service worker and links no web manifest (SPEC.md §9)', () => {
    expect(html).not.toMatch(/serviceWorker|rel="manifest"/);
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(/serviceWorker/);
    }
  });
});
