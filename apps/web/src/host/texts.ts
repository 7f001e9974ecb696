import type { Language } from '@tz-loan/contract/platform/language';
import { createContext, useCallback, useContext } from 'react';

/**
 * The native host's own words, in English and Kiswahili (PRODUCT.md §16): the phone's language switch
 * changes them with the webview's. The host is its own small page (no Lingui, no catalogs to load),
 * so its texts live here, each with both languages; `{name}` marks a value filled in when said.
 * The bridge log beside the phone is a developer's tool and stays in English.
 */
export type HostText = { en: string; sw: string };

const texts = <T extends Record<string, HostText>>(table: T) => table;

export const T = texts({
  // Login
  appTagline: {
    en: 'Quick loans to your mobile money wallet',
    sw: 'Mikopo ya haraka kwenye akaunti yako ya pesa kwa simu',
  },
  smsApp: { en: 'Messages · now', sw: 'Ujumbe · sasa' },
  smsTapToFill: { en: 'Tap to fill the code', sw: 'Gusa ili kujaza msimbo' },
  mobileNumber: { en: 'Mobile number', sw: 'Namba ya simu' },
  sending: { en: 'Sending…', sw: 'Inatuma…' },
  resendIn: { en: 'Resend in {seconds}s', sw: 'Tuma tena baada ya sekunde {seconds}' },
  sendCode: { en: 'Send code', sw: 'Tuma msimbo' },
  demoBorrower: { en: 'Demo borrower:', sw: 'Mkopaji wa majaribio:' },
  anyOtherNumber: {
    en: 'any other number signs up a new borrower',
    sw: 'namba nyingine yoyote inasajili mkopaji mpya',
  },
  verificationCode: { en: 'Verification code', sw: 'Msimbo wa uthibitisho' },
  codeFromSms: {
    en: '{digits}-digit code from the SMS',
    sw: 'Msimbo wa tarakimu {digits} kutoka kwenye SMS',
  },
  sendCodeFirst: { en: 'Send a code first', sw: 'Tuma msimbo kwanza' },
  enterCode: {
    en: 'Enter the {digits}-digit code from the SMS',
    sw: 'Weka msimbo wa tarakimu {digits} kutoka kwenye SMS',
  },
  noSmsArrived: {
    en: 'The code was sent, but no SMS arrived on this phone.',
    sw: 'Msimbo umetumwa, lakini hakuna SMS iliyofika kwenye simu hii.',
  },
  invalidPhone: { en: 'Enter a valid mobile number', sw: 'Weka namba sahihi ya simu' },
  somethingWrong: { en: 'Something went wrong', sw: 'Kuna hitilafu imetokea' },
  loggingIn: { en: 'Logging in…', sw: 'Inaingia…' },
  logIn: { en: 'Log in', sw: 'Ingia' },
  termsBefore: { en: 'By logging in you agree to the ', sw: 'Kwa kuingia unakubali ' },
  loanAgreement: { en: 'loan agreement', sw: 'mkataba wa mkopo' },
  termsAnd: { en: ' and the ', sw: ' na ' },
  privacyPolicyLower: { en: 'privacy policy', sw: 'sera ya faragha' },
  termsAfter: { en: '.', sw: '.' },
  sessionEnded: {
    en: 'Your session has ended. Log in again.',
    sw: 'Muda wako wa kuingia umekwisha. Ingia tena.',
  },
  appAskedLogin: { en: 'The app asked you to log in again.', sw: 'Programu imeomba uingie tena.' },
  // Home, orders, me
  tabHome: { en: 'Home', sw: 'Nyumbani' },
  tabOrders: { en: 'My orders', sw: 'Oda zangu' },
  tabMe: { en: 'Me', sw: 'Mimi' },
  mainNav: { en: 'Main', sw: 'Menyu kuu' },
  hello: { en: 'Hello, {phone}', sw: 'Habari, {phone}' },
  quickLoans: { en: 'Quick loans', sw: 'Mikopo ya haraka' },
  paidToWallet: {
    en: 'Paid to your mobile money wallet.',
    sw: 'Inalipwa kwenye akaunti yako ya pesa kwa simu.',
  },
  borrowUpTo: { en: 'Borrow up to', sw: 'Kopa hadi' },
  repayInDays: {
    en: 'Paid to your mobile money wallet. Repay in {days} days.',
    sw: 'Inalipwa kwenye akaunti yako ya pesa kwa simu. Lipa ndani ya siku {days}.',
  },
  loanInProgress: { en: 'Loan in progress', sw: 'Mkopo unaoendelea' },
  youHaveLoan: { en: 'You have a loan in progress', sw: 'Una mkopo unaoendelea' },
  applyLater: {
    en: 'You can apply for another loan once it is finished.',
    sw: 'Unaweza kuomba mkopo mwingine baada ya huu kumalizika.',
  },
  youHaveLoanApplyLater: {
    en: 'You have a loan in progress. You can apply for another loan once it is finished.',
    sw: 'Una mkopo unaoendelea. Unaweza kuomba mkopo mwingine baada ya huu kumalizika.',
  },
  viewMyLoan: { en: 'View my loan', sw: 'Angalia mkopo wangu' },
  status: { en: 'Status {status}', sw: 'Hali {status}' },
  loanOffers: { en: 'Loan offers', sw: 'Mikopo inayotolewa' },
  forDevelopers: { en: 'For developers', sw: 'Kwa watengenezaji' },
  developerPages: { en: 'Developer pages', sw: 'Kurasa za watengenezaji' },
  developerPagesNote: {
    en: 'Every screen and native action of the web app (/test)',
    sw: 'Kila skrini na kitendo cha programu ya wavuti (/test)',
  },
  userId: { en: 'User id', sw: 'Kitambulisho cha mtumiaji' },
  deviceId: { en: 'Device id', sw: 'Kitambulisho cha kifaa' },
  customerService: { en: 'Customer service', sw: 'Huduma kwa wateja' },
  customerServiceNote: { en: 'Telephone, e-mail and complaints', sw: 'Simu, barua pepe na malalamiko' },
  myComplaints: { en: 'My complaints', sw: 'Malalamiko yangu' },
  myComplaintsNote: { en: 'Follow a complaint and read the reply', sw: 'Fuatilia lalamiko na usome jibu' },
  myData: { en: 'My data', sw: 'Taarifa zangu' },
  myDataNote: {
    en: 'See and download what we hold, correct it, delete your account',
    sw: 'Ona na pakua tunachohifadhi, kirekebishe, futa akaunti yako',
  },
  ussdPin: { en: 'USSD PIN', sw: 'Namba ya siri ya USSD' },
  ussdPinNote: {
    en: 'Set or change the PIN for money actions on USSD',
    sw: 'Weka au badilisha namba ya siri ya vitendo vya pesa kwenye USSD',
  },
  privacyPolicy: { en: 'Privacy policy', sw: 'Sera ya faragha' },
  privacyPolicyNote: {
    en: 'What we keep about you, and your rights',
    sw: 'Tunachohifadhi kuhusu wewe, na haki zako',
  },
  aboutUs: { en: 'About us', sw: 'Kuhusu sisi' },
  aboutUsNote: { en: 'Who lends to you, and how to reach us', sw: 'Anayekukopesha, na jinsi ya kutufikia' },
  logOut: { en: 'Log out', sw: 'Toka' },
  loadingOffers: { en: 'Loading loan offers…', sw: 'Inapakia mikopo…' },
  couldNotLoad: { en: 'Could not load', sw: 'Imeshindikana kupakia' },
  tryAgain: { en: 'Try again', sw: 'Jaribu tena' },
  noOffers: { en: 'No loan offers right now', sw: 'Hakuna mikopo kwa sasa' },
  loanProducts: { en: 'Loan products', sw: 'Aina za mikopo' },
  days: { en: '{days} days', sw: 'siku {days}' },
  instalments: { en: '{count} instalments', sw: 'awamu {count}' },
  oneInstalment: { en: '1 instalment', sw: 'awamu 1' },
  loanAmount: { en: 'Loan amount', sw: 'Kiasi cha mkopo' },
  apply: { en: 'Apply', sw: 'Omba' },
  applyFor: { en: 'Apply for {product}', sw: 'Omba {product}' },
  loadingOrders: { en: 'Loading your orders…', sw: 'Inapakia oda zako…' },
  couldNotLoadOrders: { en: 'Could not load orders', sw: 'Imeshindikana kupakia oda' },
  noOrders: { en: 'No orders yet', sw: 'Bado hakuna oda' },
  noOrdersNote: {
    en: 'Apply for a loan on the home tab and it shows up here.',
    sw: 'Omba mkopo kwenye ukurasa wa nyumbani na utaonekana hapa.',
  },
  orderLine: { en: 'Order {orderId} · {date}', sw: 'Oda {orderId} · {date}' },
  // Order states, as the borrower app says them
  status21: { en: 'Under review', sw: 'Inakaguliwa' },
  status40: { en: 'Not approved', sw: 'Haikukubaliwa' },
  status110: { en: 'Approved, payout in progress', sw: 'Imekubaliwa, pesa inatumwa' },
  status151: { en: 'Payout failed: change account', sw: 'Kutuma pesa kumeshindikana: badilisha akaunti' },
  status170: { en: 'Repaying', sw: 'Inalipwa' },
  status174: { en: 'Repayment due', sw: 'Inadaiwa' },
  status180: { en: 'Overdue', sw: 'Imechelewa' },
  status200: { en: 'Settled', sw: 'Imelipwa yote' },
  // Sheets
  openLink: { en: 'Open link', sw: 'Fungua kiungo' },
  openLinkText: {
    en: 'The web app asked to open a page outside the app:',
    sw: 'Programu imeomba kufungua ukurasa ulio nje ya programu:',
  },
  openInBrowser: { en: 'Open in browser', sw: 'Fungua kwenye kivinjari' },
  cancel: { en: 'Cancel', sw: 'Ghairi' },
  callingNumber: { en: 'Calling {number}', sw: 'Inapiga {number}' },
  calling: { en: 'Calling…', sw: 'Inapiga…' },
  endCall: { en: 'End call', sw: 'Kata simu' },
  product: { en: 'Product {productId}', sw: 'Mkopo {productId}' },
  term: { en: 'Term', sw: 'Muda' },
  instalmentsLabel: { en: 'Instalments', sw: 'Awamu' },
  productDetail: {
    en: 'Native product detail for product {productId}.',
    sw: 'Maelezo ya mkopo {productId}.',
  },
  rateTitle: { en: 'Rate TZ Loan', sw: 'Tathmini TZ Loan' },
  rateText: {
    en: 'Enjoying the app? Rate us on the store.',
    sw: 'Unaipenda programu? Tupe tathmini kwenye duka.',
  },
  star: { en: '1 star', sw: 'Nyota 1' },
  stars: { en: '{count} stars', sw: 'Nyota {count}' },
  submit: { en: 'Submit', sw: 'Tuma' },
  notNow: { en: 'Not now', sw: 'Si sasa' },
  dismiss: { en: 'Dismiss', sw: 'Ondoa' },
  closeSheet: { en: 'Close sheet', sw: 'Funga' },
  thanksRating: { en: 'Thanks for rating us {count} star', sw: 'Asante kwa kutupa nyota {count}' },
  thanksRatingMany: { en: 'Thanks for rating us {count} stars', sw: 'Asante kwa kutupa nyota {count}' },
  // Webview
  webview: { en: 'Webview', sw: 'Dirisha la programu' },
  close: { en: 'Close', sw: 'Funga' },
  closeWebview: { en: 'Close the webview', sw: 'Funga dirisha la programu' },
  // The sandbox wallet's PIN prompt (a USSD push)
  walletPrompt: { en: 'Wallet PIN prompt', sw: 'Ombi la namba ya siri ya pesa kwa simu' },
  walletPromptQuestion: {
    en: '{wallet}: pay {amount} to {payee}? Enter PIN',
    sw: '{wallet}: lipa {amount} kwa {payee}? Weka namba ya siri',
  },
  walletPromptTo: { en: 'To {phone}', sw: 'Kwa {phone}' },
  walletPin: { en: 'PIN', sw: 'Namba ya siri' },
  walletPinNeeded: {
    en: 'Enter your {digits}-digit PIN',
    sw: 'Weka namba yako ya siri ya tarakimu {digits}',
  },
  walletApprove: { en: 'Approve', sw: 'Idhinisha' },
  // The phone's dialler and its USSD dialogs
  ussdEntry: { en: 'USSD', sw: 'USSD' },
  ussdEntryNote: {
    en: "Dial {code} on the phone to use the lender's USSD service, as a phone without data does.",
    sw: 'Piga {code} kwenye simu kutumia huduma ya USSD ya mkopeshaji, kama simu isiyo na intaneti.',
  },
  ussdDialler: { en: 'Phone', sw: 'Simu' },
  ussdFrom: { en: 'Calling from {phone}', sw: 'Unapiga kutoka {phone}' },
  ussdNoPhone: {
    en: 'Log in, or type your number on the login screen, to dial from it.',
    sw: 'Ingia, au andika namba yako kwenye ukurasa wa kuingia, ili upige kutoka kwayo.',
  },
  numberToDial: { en: 'Number to dial', sw: 'Namba ya kupiga' },
  deleteDigit: { en: 'Delete', sw: 'Futa' },
  call: { en: 'Call', sw: 'Piga' },
  ussdDialog: { en: 'USSD', sw: 'USSD' },
  ussdRunning: { en: 'USSD code running…', sw: 'Msimbo wa USSD unaendeshwa…' },
  ussdAnswer: { en: 'Your answer', sw: 'Jibu lako' },
  send: { en: 'Send', sw: 'Tuma' },
  ok: { en: 'OK', sw: 'Sawa' },
  unknownServiceCode: { en: 'Unknown service code', sw: 'Namba ya huduma haijulikani' },
  ussdFailed: {
    en: 'Connection problem or invalid MMI code',
    sw: 'Tatizo la mtandao au msimbo wa MMI si sahihi',
  },
  // Bridge toasts
  noUrl: { en: 'to: no URL given', sw: 'to: hakuna anwani' },
  notUrl: { en: 'to: not a URL ({url})', sw: 'to: si anwani ({url})' },
  refusedUrl: { en: 'to: refused a {protocol} URL', sw: 'to: anwani ya {protocol} imekataliwa' },
  noProductId: { en: 'toP: no productId given', sw: 'toP: hakuna productId' },
  noNumber: { en: 'callTelephone: no number given', sw: 'callTelephone: hakuna namba' },
  applicationTracked: {
    en: 'Loan application tracked (confirmBurialPoint)',
    sw: 'Ombi la mkopo limerekodiwa (confirmBurialPoint)',
  },
  bankStarted: {
    en: 'Bank-card binding started (startBank)',
    sw: 'Kuunganisha akaunti kumeanza (startBank)',
  },
  bankEnded: { en: 'Bank-card binding ended (endBank)', sw: 'Kuunganisha akaunti kumekamilika (endBank)' },
  // The panel beside the phone
  nativeControls: { en: 'Native controls', sw: 'Vidhibiti vya simu' },
  nativeHost: { en: 'Native host', sw: 'Programu ya simu' },
  nativeHostNote: {
    en: "This page plays the lender's Android/iOS app: the web app runs in the phone's webview.",
    sw: 'Ukurasa huu unaigiza programu ya Android/iOS ya mkopeshaji: programu ya wavuti inaendeshwa ndani ya simu.',
  },
  nativeBack: { en: 'Native back', sw: 'Rudi (simu)' },
  webviewOpen: { en: 'Webview open', sw: 'Dirisha liko wazi' },
  noWebviewOpen: { en: 'No webview open', sw: 'Hakuna dirisha lililo wazi' },
  clientType: { en: 'Client type (next webview)', sw: 'Aina ya simu (dirisha lijalo)' },
  phoneLanguage: {
    en: 'Phone language (the webview opens in it)',
    sw: 'Lugha ya simu (programu inafunguka kwa lugha hii)',
  },
  bridgeLog: { en: 'Bridge log', sw: 'Kumbukumbu ya bridge' },
  clear: { en: 'Clear', sw: 'Futa' },
  bridgeLogEmpty: {
    en: 'Bridge messages from the webview appear here.',
    sw: 'Ujumbe wa bridge kutoka kwenye programu unaonekana hapa.',
  },
});

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A text in one language, its values filled in. */
export const sayIn = (language: Language, text: HostText, values?: Record<string, string | number>) =>
  fill(text[language], values);

/** The phone's language, set once by the host for all its screens. */
export const HostLanguage = createContext<Language>('en');

/** `say(T.logIn)` in the phone's language. */
export const useSay = () => {
  const language = useContext(HostLanguage);
  return useCallback(
    (text: HostText, values?: Record<string, string | number>) => sayIn(language, text, values),
    [language],
  );
};
