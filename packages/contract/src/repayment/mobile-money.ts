/**
 * The Tanzanian mobile-money wallets, by their current names (PRODUCT.md §17), and the business
 * number their bill pay (Lipa Bili) takes for this lender: one list for the server's pay channels and
 * pay-code steps, the payout providers' names, and the app's code screens and payment instructions.
 * Brand names read the same in every language.
 */
export const MOBILE_MONEY_WALLETS = [
  { code: 'TZ0001', name: 'M-Pesa', dial: '*150*00#', picture: 'mpesa' },
  { code: 'TZ0002', name: 'Mixx by Yas', dial: '*150*01#', picture: 'mixx' },
  { code: 'TZ0003', name: 'Airtel Money', dial: '*150*60#', picture: 'airtelmoney' },
  { code: 'TZ0004', name: 'HaloPesa', dial: '*150*88#', picture: 'halopesa' },
  { code: 'TZ0005', name: 'AzamPesa', dial: '*150*08#', picture: 'azampesa' },
] as const;

export type MobileMoneyWallet = (typeof MOBILE_MONEY_WALLETS)[number];
export type WalletCode = MobileMoneyWallet['code'];

/** The wallet of `code` (a `bankList` type), or undefined when it is not a wallet. */
export const findWallet = (code: string): MobileMoneyWallet | undefined =>
  MOBILE_MONEY_WALLETS.find((wallet) => wallet.code === code);

/** A wallet's name by its code; the code is checked when the app is compiled. */
export const walletName = (code: WalletCode): string => findWallet(code)?.name ?? code;

/** The wallet's logo for the lists of ways to pay (80×40). */
export const walletLogo = (wallet: MobileMoneyWallet) => `/channels/${wallet.picture}.svg`;

/** The drawing of the wallet's bill pay screen on the payment instructions (120×180). */
export const walletGuidePicture = (wallet: MobileMoneyWallet) => `/pay-guide/${wallet.picture}.svg`;

/**
 * The business number every wallet's bill pay takes for this lender (the sandbox's); the pay code is
 * the reference paid to it.
 */
export const BUSINESS_NUMBER = '888999';

/**
 * The wallet a Tanzanian number most likely has, by its network's prefix (the two digits after the
 * leading 0): offered first, the borrower may choose another. AzamPesa has no network of its own.
 */
const WALLET_PREFIXES: Record<string, WalletCode> = {
  '74': 'TZ0001',
  '75': 'TZ0001',
  '76': 'TZ0001',
  '65': 'TZ0002',
  '67': 'TZ0002',
  '71': 'TZ0002',
  '77': 'TZ0002',
  '68': 'TZ0003',
  '69': 'TZ0003',
  '78': 'TZ0003',
  '61': 'TZ0004',
  '62': 'TZ0004',
};

/** The wallet of a number written 0XXXXXXXXX, XXXXXXXXX or 255XXXXXXXXX; '' when the prefix names none. */
export const walletForPhone = (phone: string): WalletCode | '' => {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('255') ? digits.slice(3) : digits.replace(/^0/, '');
  return national.length === 9 ? (WALLET_PREFIXES[national.slice(0, 2)] ?? '') : '';
};
