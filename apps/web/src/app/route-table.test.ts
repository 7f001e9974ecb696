import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../shared/routes/route-table.ts';
import { SCREEN_NAMES } from '../shared/routes/screen-names.ts';
import { SCREENS } from './routes.tsx';

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
];

describe('the route table', () => {
  it('lists every path of the spec once, and nothing else', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('names every screen, and nothing else', () => {
    for (const entry of ROUTE_TABLE) expect(SCREEN_NAMES[entry.path]?.trim()).toBeTruthy();
    expect(Object.keys(SCREEN_NAMES).sort()).toEqual(ROUTE_TABLE.map((entry) => entry.path).sort());
  });

  it('marks the screens built so far', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.built).map((entry) => entry.path)).toEqual([
      '/waffleLemo',
      '/squidChive',
      '/squidChive1',
      '/riceLemonK',
      '/sunflowerP',
      '/marmaladeT',
      '/chiaJellyL',
      '/dragonpayPaymentInstructions',
      '/spring',
      '/period',
      '/leadership',
      '/styled',
      '/wucheng',
      '/repaymentOfCode',
      '/repaymentOfCode2',
      '/testPreview',
      '/test',
    ]);
    expect(ROUTE_TABLE.filter((entry) => entry.group === 'dev').map((entry) => entry.path)).toEqual([
      '/testPreview',
      '/test',
    ]);
  });

  it('has screen code for exactly the built paths', () => {
    const built = ROUTE_TABLE.filter((entry) => entry.built).map((entry) => entry.path);
    expect(Object.keys(SCREENS).sort()).toEqual(built.sort());
  });
});
