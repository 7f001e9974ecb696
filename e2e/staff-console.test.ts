import { describe, expect } from 'vitest';
import { e2e as it, type OpenPhone, type Phone } from './support/fixture.ts';
import { answerOpsCalls, CONSOLE_PAGES } from './support/staff-console.ts';
import { DESKTOP, axeViolations as violations } from './support/staff-console-page.ts';

// The staff console (PRODUCT.md §18) on a desktop: WCAG 2.2 AA on every page, its dialogs open, in
// English and Kiswahili; and the borrower's pages never load any of it.

/** One desk a language, its cache shared by the pages opened on it side by side. */
const desks = new Map<string, Promise<Phone>>();
const desk = (openPhone: OpenPhone, language: string) => {
  if (!desks.has(language)) desks.set(language, openPhone(DESKTOP));
  return desks.get(language) as Promise<Phone>;
};

describe('the staff console', () => {
  for (const language of ['en', 'sw'] as const) {
    it(`passes axe on the sign-in and the invite (${language})`, async ({ openPhone }) => {
      const { page, pageErrors } = await openPhone(DESKTOP);
      await answerOpsCalls(page, { signedIn: false });
      await page.goto('/staff');
      await page.evaluate((chosen) => localStorage.setItem('staff-language', chosen), language);
      const found: string[] = [];
      for (const path of ['/staff', '/staff/invite#token']) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        found.push(...(await violations(page, path)));
      }
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    // A few pages at a time (vitest's maxConcurrency), each in its own tab: each mostly waits for its
    // code and its calls.
    it.concurrent.for(CONSOLE_PAGES)(
      `passes axe on %s, its dialog open (${language})`,
      async ([path, opens], { expect, openPhone }) => {
        const { context, pageErrors } = await desk(openPhone, language);
        const page = await context.newPage();
        await answerOpsCalls(page, { signedIn: true });
        await page.addInitScript((chosen) => localStorage.setItem('staff-language', chosen), language);
        await page.goto(path);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        const found = await violations(page, path);
        if (opens && language === 'en') {
          await page.getByRole('button', { name: opens }).first().click();
          await page.locator('.ant-modal, .ant-drawer').first().waitFor();
          await page.waitForLoadState('networkidle');
          found.push(...(await violations(page, `${path} (${opens})`)));
        }
        await page.close();
        expect(found).toEqual([]);
        expect(pageErrors).toEqual([]);
      },
    );
  }

  it("loads nothing of the console on a borrower's page", async ({ openPhone }) => {
    const { page } = await openPhone();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((path) => path.startsWith('/staff'))).toEqual([]);
  });
});
