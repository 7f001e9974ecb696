/**
 * Every path of SPEC.md §2's route table (and PRODUCT.md §10's screens), and whether its screen is
 * built. A path that is not built renders the not-found screen. `dev` paths are registered only when
 * the server switches the `dev` feature on. The screens' names are in screen-names.ts: only the
 * developer pages show them, so they stay out of every borrower's first download.
 */
export type RouteGroup = 'borrower' | 'official' | 'dev';
export type RouteEntry = { path: string; group: RouteGroup; built: boolean };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/waffleLemo', group: 'borrower', built: true },
  { path: '/squidChive', group: 'borrower', built: true },
  { path: '/squidChive1', group: 'borrower', built: true },
  { path: '/riceLemonK', group: 'borrower', built: true },
  { path: '/sunflowerP', group: 'borrower', built: true },
  { path: '/marmaladeT', group: 'borrower', built: true },
  { path: '/chiaJellyL', group: 'borrower', built: true },
  { path: '/pinetreeIs', group: 'borrower', built: false },
  { path: '/codliverDa', group: 'borrower', built: false },
  { path: '/sauceEleph', group: 'borrower', built: false },
  { path: '/elkDandeli', group: 'borrower', built: false },
  { path: '/dragonpayPaymentInstructions', group: 'borrower', built: true },
  { path: '/yan', group: 'borrower', built: false },
  { path: '/spring', group: 'borrower', built: true },
  { path: '/period', group: 'borrower', built: true },
  { path: '/leadership', group: 'borrower', built: true },
  { path: '/styled', group: 'borrower', built: true },
  { path: '/wucheng', group: 'borrower', built: true },
  { path: '/repaymentOfCode', group: 'borrower', built: true },
  { path: '/repaymentOfCode2', group: 'borrower', built: true },
  { path: '/complaintList', group: 'borrower', built: false },
  { path: '/complainPageNext', group: 'borrower', built: false },
  { path: '/complainDetails', group: 'borrower', built: false },
  { path: '/', group: 'official', built: false },
  { path: '/About', group: 'official', built: false },
  { path: '/Policy', group: 'official', built: false },
  { path: '/Loan', group: 'official', built: false },
  { path: '/testPreview', group: 'dev', built: true },
  { path: '/test', group: 'dev', built: true },
];
