import { describe, expect, it } from 'vitest';
import { channelScreens, SCREENS, servedScreens } from './screens.ts';

/** Every path of SPEC.md §2's route table. */
const SPEC_PATHS = [
  '/waffleLemo',
  '/squidChive',
  '/squidChive1',
  '/riceLemonK',
  '/sunflowerP',
  '/marmaladeT',
  '/chiaJellyL',
  '/pinetreeIs',
  '/codliverDa',
  '/sauceEleph',
  '/elkDandeli',
  '/dragonpayPaymentInstructions',
  '/yan',
  '/spring',
  '/period',
  '/leadership',
  '/styled',
  '/wucheng',
  '/repaymentOfCode',
  '/repaymentOfCode2',
  '/testPreview',
  '/test',
  '/complaintList',
  '/complainPageNext',
  '/complainDetails',
  '/',
  '/About',
  '/Policy',
  '/Loan',
  // The channel app's hash routes (SPEC.md §2).
  '/borrowDetail',
  '/addnormalcard',
  '/alipayrepayment',
  '/register',
  '/downloadTemplate',
  '/agreementTemplate',
  // Beside the spec's: a loan's statement and a payment's receipt (PRODUCT.md §20).
  '/loanStatement',
  '/paymentReceipt',
  // Beside the spec's: everything held about the borrower (PRODUCT.md §21).
  '/myData',
  '/dataRequest',
  // Beside the spec's: the PIN of the USSD service (PRODUCT.md §22).
  '/ussdPin',
];

describe('the declared screens', () => {
  it('are paths of the spec, each declared once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(SPEC_PATHS).toContain(path);
  });

  it('each have a name and a page module that exports its component', async () => {
    for (const screen of SCREENS) {
      expect(screen.name.trim()).toBeTruthy();
      expect(screen.module).toMatch(/^src\/features\/[a-z-]+\/.+-page\.tsx$/);
      const { page } = await screen.load();
      expect(typeof page.Component).toBe('function');
    }
  });

  it('are served by mode: the developer pages only with the dev feature', () => {
    const dev = SCREENS.filter((screen) => screen.group === 'dev').map((screen) => screen.path);
    expect(dev.sort()).toEqual(['/test', '/testPreview']);
    expect(servedScreens(new Set(['host'])).map((s) => s.path)).not.toContain('/test');
    expect(servedScreens(new Set(['dev'])).map((s) => s.path)).toContain('/test');
  });

  it("the channel app's screens are served by it alone, the borrower app's never by it", () => {
    const channel = channelScreens().map((screen) => screen.path);
    expect(channel).toEqual(expect.arrayContaining(['/borrowDetail', '/addnormalcard', '/alipayrepayment']));
    for (const features of [new Set<string>(), new Set(['dev', 'host'])]) {
      const served = servedScreens(features).map((screen) => screen.path);
      for (const path of channel) expect(served).not.toContain(path);
    }
    expect(channel).not.toContain('/sunflowerP');
  });
});
