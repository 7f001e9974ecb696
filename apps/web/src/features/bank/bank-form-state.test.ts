import { describe, expect, it } from 'vitest';
import { buildBody, enterText, initialState, isShown, pick, validate } from './bank-form-state.ts';
import { MOCK_BANKS, MOCK_PROVIDERS, mockFormItems } from './mock.ts';

const items = mockFormItems();
const PROVIDER = 1;
const BANK = 2;
const NAME = 3;
const NUMBER = 4;
const REPEAT = 5;
const filled = () => {
  let state = initialState(items);
  state = pick(state, items, PROVIDER, MOCK_PROVIDERS[2] ?? { name: '', type: '' });
  state = enterText(state, items, NAME, 'Neema Mushi');
  state = enterText(state, items, NUMBER, '0712345678');
  return enterText(state, items, REPEAT, '0712345678');
};

describe('bank form rules', () => {
  it('items with cardTypeMi "" show for every card type, the others for theirs; the card type item is the tabs', () => {
    const shown = (cardType: string) =>
      items.filter((item) => isShown(item, cardType)).map((item) => item.title);
    expect(shown('1')).toEqual([
      'Mobile money provider',
      'Account holder name',
      'Account number',
      'Repeat account number',
    ]);
    expect(shown('2')).toEqual(['Bank', 'Account holder name', 'Account number', 'Repeat account number']);
  });

  it("starts on the server's card type, else the first tab, with the default channel number", () => {
    expect(initialState(items)).toMatchObject({ cardType: '1', channelNumber: '90006' });
    const untyped = items.map((item) => (item.code === 'cardType' ? { ...item, type: '' } : item));
    expect(initialState(untyped).cardType).toBe('1');
  });

  it('choosing a channel while the card type is 1 stores its channel number (default 90006)', () => {
    const state = initialState(items);
    expect(
      pick(state, items, PROVIDER, { name: 'Airtel Money', type: 'TZ0003', channelNumber: '90008' })
        .channelNumber,
    ).toBe('90008');
    const moved = { ...state, channelNumber: '90009' };
    expect(pick(moved, items, PROVIDER, { name: 'Other', type: 'TZ0009' }).channelNumber).toBe('90006');
    const bank = { ...moved, cardType: '2' };
    expect(pick(bank, items, BANK, MOCK_BANKS[0] ?? { name: '', type: '' }).channelNumber).toBe('90009');
  });

  it('numeric items keep digits only; text items keep what is typed', () => {
    const state = initialState(items);
    expect(enterText(state, items, NUMBER, ' 07-12 a34\n5')?.entries[NUMBER]?.value).toBe('0712345');
    expect(enterText(state, items, NAME, "Neema O'Brien-2")?.entries[NAME]?.value).toBe("Neema O'Brien-2");
  });

  it('account number: 9 digits, or 10 digits starting with 0', () => {
    const reasonFor = (number: string) =>
      validate(items, enterText(enterText(filled(), items, NUMBER, number), items, REPEAT, number)).map(
        (e) => e.reason,
      );
    expect(reasonFor('123456789')).toEqual([]);
    expect(reasonFor('0123456789')).toEqual([]);
    for (const bad of ['12345678', '1234567890', '01234567890'])
      expect(reasonFor(bad)).toEqual(['use 9 digits, or 10 digits starting with 0']);
  });

  it('checks only the shown items: a hidden bank choice is not required', () => {
    expect(validate(items, filled())).toEqual([]);
    const errors = validate(items, { ...filled(), cardType: '2' });
    expect(errors).toEqual([{ index: BANK, title: 'Bank', reason: 'please choose one' }]);
  });

  it('a blank (spaces only) name is not filled', () => {
    expect(validate(items, enterText(filled(), items, NAME, '   '))).toEqual([
      { index: NAME, title: 'Account holder name', reason: 'please fill this in' },
    ]);
  });

  it('sends every shown value by its code (enum as its type), cardType, channelNumber for card type 1, product_id', () => {
    expect(buildBody(items, filled(), '7')).toEqual({
      bankCode: 'TZ0003',
      userName: 'Neema Mushi',
      cardNo: '0712345678',
      confirmCardNo: '0712345678',
      cardType: '1',
      channelNumber: '90008',
      product_id: '7',
    });
    const bank = pick({ ...filled(), cardType: '2' }, items, BANK, MOCK_BANKS[1] ?? { name: '', type: '' });
    expect(buildBody(items, bank, '')).toEqual({
      bankCode: 'TZB002',
      userName: 'Neema Mushi',
      cardNo: '0712345678',
      confirmCardNo: '0712345678',
      cardType: '2',
    });
  });
});
