import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderChannelRoute } from '../../../test/render-channel.tsx';
import { ADD_CARD, setUpCardStore } from '../../../test/repayment/card-store/card-store-test-kit.ts';
import { SESSION } from '../../../test/watched-mocks.ts';

const kit = setUpCardStore();

const openAddCard = async () => {
  const view = renderChannelRoute(`/addnormalcard?${SESSION}&orderId=1`);
  await screen.findByRole('heading', { level: 1, name: 'Add a debit card' });
  return view;
};
const number = () => screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
const fillRest = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Asha Mwita');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1239');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'NMB');
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the card' }));

describe('#/addnormalcard: a debit card', () => {
  it('groups the number in fours while typing, digits only', async () => {
    await openAddCard();
    await userEvent.type(number(), '4111-1111a11111111');
    expect(number().value).toBe('4111 1111 1111 1111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '0931');
    expect((screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }) as HTMLInputElement).value).toBe(
      '09/31',
    );
  });

  it('a number failing Luhn is refused on the phone, nothing is sent', async () => {
    await openAddCard();
    await userEvent.type(number(), '4111111111111112');
    await fillRest();
    await save();
    expect(kit.toasts()).toContain('Check the card number: it is not a valid card number');
    expect(kit.call(ADD_CARD)).not.toHaveBeenCalled();
  });

  it('a past expiry and a missing bank are refused on the phone', async () => {
    await openAddCard();
    await userEvent.type(number(), '4111111111111111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '0120');
    await save();
    expect(kit.toasts()).toContain('Enter the expiry date as MM/YY, not in the past');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1239');
    await save();
    expect(kit.toasts()).toContain('Choose the bank of the card');
    expect(kit.call(ADD_CARD)).not.toHaveBeenCalled();
  });

  it('saves the whole number, holder, expiry and bank (never a security code); back with the new card chosen', async () => {
    const view = await openAddCard();
    await userEvent.type(number(), '4111111111111111');
    await fillRest();
    await save();
    expect(kit.call(ADD_CARD).mock.calls[0]?.[0]).toEqual({
      cardNo: '4111111111111111',
      holderName: 'Asha Mwita',
      expiry: '12/39',
      bankCode: 'NMB',
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay with a debit card' });
    expect(view.location()?.pathname).toBe('/borrowDetail');
    expect(screen.getByRole('radio', { name: /NMB Bank \*\*\*\* \*\*\*\* \*\*\*\* 1111/ })).toBeChecked();
  });

  it("a refusal shows the server's message and stays", async () => {
    kit.call(ADD_CARD).mockImplementation(() => ({ code: '409', message: 'At most 10 cards can be saved' }));
    const view = await openAddCard();
    await userEvent.type(number(), '4111111111111111');
    await fillRest();
    await save();
    expect(kit.toasts()).toContain('At most 10 cards can be saved');
    expect(view.location()?.pathname).toBe('/addnormalcard');
  });
});
