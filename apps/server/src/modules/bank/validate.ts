import { BANK_ITEM_CODES, CardType } from '@tz-loan/contract/bank/calls';
import type { CardTypeValue } from '@tz-loan/contract/bank/providers';
import { ACCOUNT_NUMBER_PATTERN } from '@tz-loan/contract/platform/constants';
import { badRequest } from '../../domain/errors.ts';
import { findProvider, isCardType } from './catalogue.ts';
import { BANK_REFUSALS as R } from './texts.ts';

/** A payout account as the borrower asked for it, checked and normalised; the number is whole. */
export type AccountValues = {
  cardType: CardTypeValue;
  bankCode: string;
  bankName: string;
  channelNumber: string;
  userName: string;
  accountNumber: string;
};

const ACCEPTED_KEYS = new Set<string>([...BANK_ITEM_CODES, 'product_id']);
export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 60;
// Letters of any script, spaces, apostrophes (straight or curly), dots and hyphens; at least one letter.
const USER_NAME_CHARS = /^[\p{L}\p{M} '’.-]+$/u;
const HAS_LETTER = /\p{L}/u;
const PRODUCT_ID = /^[1-9]\d{0,8}$/;
// An unknown key is echoed back to name it; a long one is cut so the message stays readable.
const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

const checkUserName = (userName: string) => {
  if (!userName) throw badRequest(R.userNameMissing);
  if (userName.length < USER_NAME_MIN || userName.length > USER_NAME_MAX) {
    throw badRequest(R.userNameLength, { min: USER_NAME_MIN, max: USER_NAME_MAX });
  }
  if (!USER_NAME_CHARS.test(userName) || !HAS_LETTER.test(userName)) throw badRequest(R.userNameChars);
};

const checkAccountNumber = (cardNo: string, confirmCardNo: string) => {
  if (!cardNo) throw badRequest(R.accountNumberMissing);
  if (!ACCOUNT_NUMBER_PATTERN.test(cardNo)) throw badRequest(R.accountNumberShape);
  if (!confirmCardNo) throw badRequest(R.repeatMissing);
  if (confirmCardNo !== cardNo) throw badRequest(R.repeatDiffers);
};

/**
 * Checks a bank form body the way the server must whatever the client checked: only the codes the
 * form issued (a mass-assignment refusal), an offered provider of the chosen type, the account rules.
 * Throws a bad request naming the field in words.
 */
export const validateBankValues = (input: Record<string, string>): AccountValues => {
  for (const key of Object.keys(input)) {
    if (!ACCEPTED_KEYS.has(key)) throw badRequest(R.unknownField, { field: shown(key) });
  }
  const value = (code: string) => (input[code] ?? '').trim();
  const productId = value('product_id');
  if (productId && !PRODUCT_ID.test(productId)) throw badRequest(R.productId);

  const cardType = value('cardType');
  if (!isCardType(cardType)) throw badRequest(R.accountType);
  const mobile = cardType === CardType.mobileMoney;
  const provider = findProvider(cardType, value('bankCode'));
  if (!provider) {
    throw badRequest(mobile ? R.provider : R.bank);
  }
  const channelNumber = value('channelNumber');
  // A bank has no channel: whatever the client kept from the mobile-money tab is ignored.
  if (mobile && channelNumber && channelNumber !== provider.channelNumber) {
    throw badRequest(R.channel, { provider: provider.name, channel: provider.channelNumber });
  }
  const userName = value('userName');
  checkUserName(userName);
  const accountNumber = value('cardNo');
  checkAccountNumber(accountNumber, value('confirmCardNo'));
  return {
    cardType,
    bankCode: provider.code,
    bankName: provider.name,
    channelNumber: provider.channelNumber,
    userName,
    accountNumber,
  };
};
