import { t } from '@lingui/core/macro';
import type { BANK_ITEM_CODES, CardType, FormItem } from '@tz-loan/contract/bank/calls';
import { ACCOUNT_NUMBER_PATTERN, DEFAULT_CHANNEL_NUMBER } from '@tz-loan/contract/platform/constants';

// bank.ts carries zod, which a lean screen cannot download: its codes are spelled here and held to the
// contract by their types.
type ItemCode = (typeof BANK_ITEM_CODES)[number];
const code = <C extends ItemCode>(name: C): C => name;
export const MOBILE_MONEY: (typeof CardType)['mobileMoney'] = '1';
const CARD_TYPE = code('cardType');
const BANK_CODE = code('bankCode');
const CARD_NO = code('cardNo');
const CONFIRM_CARD_NO = code('confirmCardNo');
const CHANNEL_NUMBER = code('channelNumber');

/** One item's entry: text items keep `value`; enum items the option's `name` (shown) and `type` (sent). */
export type Entry = { value: string; type: string };

/** The form: the chosen card type, one entry per server item (by position: two items share `bankCode`). */
export type FormState = { cardType: string; entries: Entry[]; channelNumber: string };

export type Option = FormItem['note'][number];

export type FieldError = { index: number; title: string; reason: string };

export const isCardTypeItem = (item: FormItem): boolean => item.code === CARD_TYPE;

/** Items for every card type (`cardTypeMi` '') and those of the chosen one; the card type is the tabs. */
export const isShown = (item: FormItem, cardType: string): boolean =>
  !isCardTypeItem(item) && (item.cardTypeMi === '' || item.cardTypeMi === cardType);

/** The form as the server prefilled it: its card type (else the first tab) and each item's value. */
export const initialState = (items: FormItem[]): FormState => {
  const tabs = items.find(isCardTypeItem);
  const cardType = tabs?.type || tabs?.note[0]?.type || '';
  const provider = items.find((item) => item.code === BANK_CODE && item.cardTypeMi === MOBILE_MONEY);
  return {
    cardType,
    entries: items.map((item) => ({ value: item.value, type: item.type })),
    channelNumber: provider?.channelNumber || DEFAULT_CHANNEL_NUMBER,
  };
};

/** An option picked for item `index`; a mobile-money provider also gives its channel number. */
export const pick = (state: FormState, items: FormItem[], index: number, option: Option): FormState => {
  const entries = state.entries.map((entry, i) =>
    i === index ? { value: option.name, type: option.type } : entry,
  );
  const channel = items[index]?.code === BANK_CODE && state.cardType === MOBILE_MONEY;
  return {
    ...state,
    entries,
    channelNumber: channel ? option.channelNumber || DEFAULT_CHANNEL_NUMBER : state.channelNumber,
  };
};

/** Text typed into item `index`; numeric items (`inputType` 1) keep digits only, pasted text too. */
export const enterText = (state: FormState, items: FormItem[], index: number, text: string): FormState => {
  const value = items[index]?.inputType === 1 ? text.replace(/\D/g, '') : text;
  return { ...state, entries: state.entries.map((entry, i) => (i === index ? { ...entry, value } : entry)) };
};

const sentValue = (item: FormItem, entry: Entry | undefined) =>
  (item.cate === 'enum' ? entry?.type : entry?.value) ?? '';

/**
 * SPEC.md §5 before sending, on the shown items: each filled, the account number 9 digits or 10
 * starting with 0, the repeated account number equal. In display order, so the first is shown first.
 */
export const validate = (items: FormItem[], state: FormState): FieldError[] => {
  const errors: FieldError[] = [];
  const accountNumber = items.findIndex((item) => item.code === CARD_NO && isShown(item, state.cardType));
  items.forEach((item, index) => {
    if (!isShown(item, state.cardType)) return;
    const value = sentValue(item, state.entries[index]);
    const fail = (reason: string) => errors.push({ index, title: item.title, reason });
    if (!value.trim()) fail(item.cate === 'enum' ? t`please choose one` : t`please fill this in`);
    else if (item.code === CARD_NO && !ACCOUNT_NUMBER_PATTERN.test(value))
      fail(t`use 9 digits, or 10 digits starting with 0`);
    else if (
      item.code === CONFIRM_CARD_NO &&
      accountNumber >= 0 &&
      value !== state.entries[accountNumber]?.value
    )
      fail(t`does not match the account number`);
  });
  return errors;
};

/**
 * What the save call sends (SPEC.md §7): every shown item's value by its code (text as typed, an enum
 * as its option's type), the card type, the channel number of a mobile-money account, `product_id`.
 */
export const buildBody = (items: FormItem[], state: FormState, productId: string): Record<string, string> => {
  const body: Record<string, string> = {};
  items.forEach((item, index) => {
    if (isShown(item, state.cardType)) body[item.code] = sentValue(item, state.entries[index]);
  });
  body[CARD_TYPE] = state.cardType;
  if (state.cardType === MOBILE_MONEY) body[CHANNEL_NUMBER] = state.channelNumber;
  if (productId) body.product_id = productId;
  return body;
};
