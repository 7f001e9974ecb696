import type { PageHttp } from '@tz-loan/contract/platform/page-render';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../app/render-page.tsx';
import { ok } from '../../../shared/http/mock-types.ts';
import { LENDER } from '../../../test/content/content-test-kit.ts';

// What the server sends before any script runs (docs/platform.md, "First paint"): the section with the
// lender's details, its description, and a contact form the browser can post by itself.

const http: PageHttp = {
  get: async (path) => (path === '/content/lender' ? ok(LENDER) : { code: 404, message: 'No such call' }),
  post: async () => ({ code: 404, message: 'No such call' }),
};
const render = (url: string, language: 'en' | 'sw' = 'en') =>
  renderPage({ url, origin: 'http://127.0.0.1:8080', http, features: [], language });

describe('the content pages as the server renders them', () => {
  it('the contact section: the lender, the outcome of a post without scripts, a plain HTML form', async () => {
    const page = await render('/?section=contact&contact=sent&language=en');
    expect(page.status).toBe(200);
    expect(page.module).toBe('src/features/content/site/site-page.tsx');
    expect(page.description).toMatch(/^Call us, write to us or send us a message/);
    expect(page.html).not.toContain('<meta');
    expect(page.html).toContain('<h1>Contact us</h1>');
    expect(page.html).toContain('<p class="contact-outcome is-sent" role="status">Success!</p>');
    expect(page.html).toContain('action="/tapi/content/contact-form?language=en" method="post"');
    for (const field of ['name', 'telephone', 'suggestion']) expect(page.html).toContain(`name="${field}"`);
    expect(page.html).toContain(LENDER.lender.name);
  });

  it('a Kiswahili reader gets the privacy policy in Kiswahili, with the lender to ask', async () => {
    const page = await render('/sauceEleph', 'sw');
    expect(page.status).toBe(200);
    expect(page.language).toBe('sw');
    expect(page.description).toMatch(/^Taarifa binafsi tunazokusanya/);
    expect(page.html).toContain('<h1>Vigezo na Masharti ya Jumla</h1>');
    expect(page.html).toContain('Haki zako');
    expect(page.html).toContain(`href="mailto:${LENDER.lender.email}"`);
  });
});
