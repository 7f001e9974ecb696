// The staff console (PRODUCT.md §18) as a person at a desk uses it: signing in through its form,
// opening a page from its menu, switching its language, and axe on what is on the screen.
import { deflateSync } from 'node:zlib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations as axeNow } from './axe.ts';
import { STAFF_E2E_PASSWORD, totpCode } from './staff.ts';

/** A desk's screen; axe is injected past the console's Content-Security-Policy. */
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  bypassCSP: true,
};

/** WCAG 2.2 AA violations on the page as it is: `<where> <rule> <target>` each. */
export const axeViolations = async (page: Page, where: string) => {
  // A dialog fading in is, for a moment, grey on grey: axe reads the screen once it has settled.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  return axeNow(page, where);
};

/** The menu of the signed-in member. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menyu kuu)$/ });

/** Signs in through the console's form; the code is `stepsAhead` steps on (a code works once). */
export const signIn = async (
  page: Page,
  member: { username: string; totpSecret: string },
  stepsAhead = 1,
) => {
  await page.goto('/staff');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(STAFF_E2E_PASSWORD);
  await page.getByLabel('6-digit code').fill(totpCode(member.totpSecret, stepsAhead));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await mainMenu(page).waitFor();
};

/** Opens a page from the menu and waits for its heading and its first load. */
export const openMenu = async (page: Page, label: string) => {
  await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
  await page.locator('main .ant-spin-spinning').waitFor({ state: 'detached' });
};

/** The labels of the member's menu, in order. */
export const menuLabels = (page: Page) => mainMenu(page).getByRole('link').allInnerTexts();

/** Chooses the console's language from the switch in its header. */
export const chooseLanguage = async (page: Page, language: 'English' | 'Kiswahili') => {
  await page.getByRole('banner').getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: language }).click();
  // Its list leaves the page once closed (open, antd's list has no name of its own).
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'detached' });
  await page
    .getByRole('banner')
    .getByText(language === 'English' ? 'Staff console' : 'Dashibodi ya wafanyakazi')
    .waitFor();
};

/** Axe on the page in English, then in Kiswahili, and back to English. */
export const axeInBothLanguages = async (page: Page, where: string) => {
  const found = await axeViolations(page, `${where} (en)`);
  await chooseLanguage(page, 'Kiswahili');
  found.push(...(await axeViolations(page, `${where} (sw)`)));
  await chooseLanguage(page, 'English');
  return found;
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG of stripes in `colour`, as a phone's or a desk's photo would be. */
export const stripesPng = (width: number, height: number, colour: [number, number, number]) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => ((x + y) % 8 < 4 ? colour : [255, 255, 255])).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
