import { SESSION_PARAM_NAMES } from '@tz-loan/contract/platform/common-params';
import { describe, expect } from 'vitest';
import { e2e as test } from './support/fixture.ts';
import { screenshot } from './support/host.ts';

// PRODUCT.md §4: minor units / 100, '.' thousands, ',' decimals, TZS.
const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})*,\d{2}`;
const AMOUNT_RANGE = new RegExp(`^${AMOUNT}(?: – ${AMOUNT})? TZS$`);

describe('the native host (/host) on a phone', () => {
  test('a new borrower logs in with the code from the SMS, sees the demo products, opens the developer pages, and the host closes the webview on closeWebview', async ({
    server,
    phone: { page, pageErrors },
  }) => {
    const baseUrl = server.baseUrl;
    // A number nobody has used: its first login creates the borrower.
    const phone = `07${String(Date.now()).slice(-8)}`;

    await page.goto('/host');
    await page.getByTestId('phone-input').fill(phone);
    await screenshot(page, '1-login');

    // The code comes from the SMS notification the host shows, as a borrower would read it.
    await page.getByRole('button', { name: 'Send code' }).click();
    const banner = page.getByTestId('sms-banner');
    await banner.waitFor();
    const smsText = (await banner.textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(smsText)?.[1];
    expect(code, `a 6-digit code in the SMS: ${smsText}`).toMatch(/^\d{6}$/);
    await screenshot(page, '2-sms');

    await page.getByTestId('code-input').fill(code ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // Home: the three seeded demo products, each with a name and an amount range in TZS.
    const cards = page.getByTestId('product-card');
    await cards.nth(2).waitFor();
    expect(await cards.count()).toBe(3);
    const names = (await page.getByTestId('product-name').allInnerTexts()).map((name) => name.trim());
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).not.toBe('');
    for (const range of await page.getByTestId('product-range').allInnerTexts()) {
      expect(range.trim()).toMatch(AMOUNT_RANGE);
    }
    await screenshot(page, '3-home');

    // The developer pages open in the webview with the whole session query.
    await page.getByRole('button', { name: 'Developer pages' }).click();
    const iframe = page.locator('iframe[title="webview"]');
    await iframe.waitFor();
    const src = new URL((await iframe.getAttribute('src')) ?? '', baseUrl);
    expect(src.pathname).toBe('/test');
    for (const name of SESSION_PARAM_NAMES)
      expect(src.searchParams.get(name), `webview query ${name}`).toBeTruthy();
    expect(src.searchParams.get('mobilePhone')).toBe(`255${phone.slice(1)}`);

    const webview = page.frameLocator('iframe[title="webview"]');
    const closeWebview = webview.getByRole('button', { name: 'Close webview' });
    await closeWebview.waitFor();
    await screenshot(page, '4-frame');

    // SPEC.md §9: no service worker is registered.
    const appFrame = page.frames().find((frame) => frame.url().startsWith(`${baseUrl}/test`));
    expect(appFrame, 'the app frame at /test').toBeDefined();
    const registrations = await appFrame?.evaluate(async () =>
      navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    );
    expect(registrations).toBe(0);

    // A bridge message that does not come from the webview's window is refused.
    await page.evaluate(() =>
      window.postMessage({ bridge: 'closeWebview', payload: {} }, window.location.origin),
    );
    const log = page.getByRole('log', { name: 'Bridge log' });
    await log.getByText('ignored: not from the webview').waitFor();
    expect(await iframe.isVisible()).toBe(true);

    // The web app's 'Close webview' sends closeWebview: the host closes the frame and logs it.
    await closeWebview.click();
    await iframe.waitFor({ state: 'detached' });
    const answered = log
      .getByTestId('bridge-log-entry')
      .filter({ hasText: 'closeWebview' })
      .filter({ hasText: 'closed the webview' });
    await answered.waitFor();
    // A new log entry shows in the log itself: the page does not scroll the phone away.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await cards.first().waitFor();
    await screenshot(page, '5-closed');

    expect(pageErrors).toEqual([]);
  }, 120_000);
});
