/**
 * Every path of SPEC.md §2's route table (and PRODUCT.md §10's screens), with its screen name and
 * whether the screen is built. A path that is not built renders the not-found screen. `dev` paths are
 * registered only when the server switches the `dev` feature on.
 */
export type RouteGroup = 'borrower' | 'official' | 'dev';
export type RouteEntry = { path: string; screen: string; group: RouteGroup; built: boolean };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/waffleLemo', screen: 'Loan confirmation', group: 'borrower', built: true },
  { path: '/squidChive', screen: 'Order', group: 'borrower', built: true },
  { path: '/squidChive1', screen: 'Loan detail', group: 'borrower', built: true },
  { path: '/riceLemonK', screen: 'Error page (joint login failure)', group: 'borrower', built: true },
  { path: '/sunflowerP', screen: 'Repay', group: 'borrower', built: false },
  { path: '/marmaladeT', screen: 'Repay delay', group: 'borrower', built: false },
  { path: '/chiaJellyL', screen: 'Bind bank', group: 'borrower', built: true },
  { path: '/pinetreeIs', screen: 'Customer service', group: 'borrower', built: false },
  { path: '/codliverDa', screen: 'Complaint', group: 'borrower', built: false },
  { path: '/sauceEleph', screen: 'Privacy policy', group: 'borrower', built: false },
  { path: '/elkDandeli', screen: 'Loan agreement', group: 'borrower', built: false },
  {
    path: '/dragonpayPaymentInstructions',
    screen: 'Payment instructions (payment provider)',
    group: 'borrower',
    built: false,
  },
  { path: '/yan', screen: 'About us', group: 'borrower', built: false },
  { path: '/spring', screen: 'Whether to repay', group: 'borrower', built: false },
  { path: '/period', screen: 'Recommend list', group: 'borrower', built: true },
  { path: '/leadership', screen: 'Repay choice', group: 'borrower', built: false },
  { path: '/styled', screen: 'Bind card', group: 'borrower', built: true },
  { path: '/wucheng', screen: 'Product', group: 'borrower', built: true },
  { path: '/repaymentOfCode', screen: 'Repayment code', group: 'borrower', built: false },
  { path: '/repaymentOfCode2', screen: 'Repayment code (v2)', group: 'borrower', built: false },
  { path: '/complaintList', screen: 'Complaint list', group: 'borrower', built: false },
  { path: '/complainPageNext', screen: 'Complaint next step', group: 'borrower', built: false },
  { path: '/complainDetails', screen: 'Complaint details', group: 'borrower', built: false },
  { path: '/', screen: 'Official site home', group: 'official', built: false },
  { path: '/About', screen: 'Official site: About', group: 'official', built: false },
  { path: '/Policy', screen: 'Official site: Policy', group: 'official', built: false },
  { path: '/Loan', screen: 'Official site: Loan', group: 'official', built: false },
  { path: '/testPreview', screen: 'Developer preview', group: 'dev', built: true },
  { path: '/test', screen: 'Developer test page', group: 'dev', built: true },
];
