/**
 * Every screen's path (SPEC.md §2's odd names), named in the words of the domain. Links, redirects and
 * the server's answers take a path from here, never from a string literal, so a screen's address lives
 * in one place; each web feature declares its screens with these (`apps/web/src/features/<domain>/screens.ts`).
 */
export const SCREEN = {
  // loan
  loanConfirm: '/waffleLemo',
  loanDetails: '/squidChive',
  /** The same page as loanDetails, at the spec's second address ('Loan detail'). */
  loanDetailsAlias: '/squidChive1',
  jointLoginFailure: '/riceLemonK',
  productList: '/period',
  product: '/wucheng',
  // bank: the payout account
  payoutAccountForm: '/chiaJellyL',
  payoutAccount: '/styled',
  // repayment
  instalments: '/sunflowerP',
  rollOver: '/marmaladeT',
  repayDue: '/spring',
  repayChoice: '/leadership',
  repaymentCode: '/repaymentOfCode',
  /** The code this phone kept after Pay Now. */
  storedRepaymentCode: '/repaymentOfCode2',
  paymentInstructions: '/dragonpayPaymentInstructions',
  /** A loan's statement and one payment's receipt (PRODUCT.md §20): `?orderId=` (and `&paymentId=`). */
  loanStatement: '/loanStatement',
  paymentReceipt: '/paymentReceipt',
  // complaint
  complaint: '/codliverDa',
  complaintNextStep: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetails: '/complainDetails',
  // support
  customerService: '/pinetreeIs',
  // rights: everything held, corrections, closing the account (PRODUCT.md §21)
  myData: '/myData',
  /** The same requests from outside the app, with the phone and an SMS code. */
  dataRequest: '/dataRequest',
  // ussd: the PIN the USSD service asks before a money action (PRODUCT.md §22)
  ussdPin: '/ussdPin',
  // content: the in-app pages, then the official site
  privacyPolicy: '/sauceEleph',
  aboutUs: '/yan',
  loanAgreement: '/elkDandeli',
  siteHome: '/',
  siteAbout: '/About',
  sitePrivacyPolicy: '/Policy',
  siteLoanAgreement: '/Loan',
  // developer pages
  developerPreview: '/testPreview',
  developerPages: '/test',
  // The channel app, at these paths under /h5 (CHANNEL_SCREENS)
  cardStorePay: '/borrowDetail',
  cardStoreAddCard: '/addnormalcard',
  cardStoreEWallet: '/alipayrepayment',
  promotionRegister: '/register',
  promotionDownload: '/downloadTemplate',
  promotionTerms: '/agreementTemplate',
} as const;

export type ScreenPath = (typeof SCREEN)[keyof typeof SCREEN];

/**
 * The screens of the channel app, under `/h5` (`/borrowDetail` is `/h5/borrowDetail`; the hash route
 * `/h5/#/borrowDetail` of SPEC.md opens it too), which the borrower app reaches only by a full navigation.
 */
export const CHANNEL_SCREENS = [
  SCREEN.cardStorePay,
  SCREEN.cardStoreAddCard,
  SCREEN.cardStoreEWallet,
  SCREEN.promotionRegister,
  SCREEN.promotionDownload,
  SCREEN.promotionTerms,
] as const;

export type ChannelScreenPath = (typeof CHANNEL_SCREENS)[number];
