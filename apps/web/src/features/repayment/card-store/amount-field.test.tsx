import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMMIT,
  chooseSavedCard,
  openBorrowDetail,
  setUpCardStore,
  tapPay,
} from '../../../test/repayment/card-store/card-store-test-kit.ts';

const kit = setUpCardStore();

// The mock order's maximum (what is owed now) is 468.973,97 TZS.
const field = () => screen.getByRole('textbox', { name: 'Amount to pay (TZS)' }) as HTMLInputElement;
const said = () => document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent;
const shown = () => document.querySelector('.cs-amount')?.textContent;
const modify = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Modify amount' }));
  // The field loads when asked for.
  return (await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' })) as HTMLInputElement;
};

describe('#/borrowDetail: modify amount', () => {
  it.each([
    ['276.063,89', '276.063,89', 27_606_389],
    ['276063,89', '276.063,89', 27_606_389],
    ['50000,5', '50.000,50', 5_000_050],
    ['50.000', '50.000,00', 5_000_000],
  ])('typing %j says %s before Pay, and the card pays %d minor units', async (typed, understood, minor) => {
    await openBorrowDetail();
    await userEvent.type(await modify(), typed);
    expect(said()).toBe(`You will pay ${understood} TZS`);
    expect(shown()).toBe(`${understood} TZS`);
    await chooseSavedCard();
    await tapPay();
    await waitFor(() => expect(kit.call(COMMIT)).toHaveBeenCalled());
    expect(kit.call(COMMIT).mock.calls[0]?.[0]).toMatchObject({ amount: minor });
  });

  it('the e-wallet is opened for the amount read, in minor units', async () => {
    const view = await openBorrowDetail();
    await userEvent.type(await modify(), '1.500,25');
    await userEvent.click(screen.getByRole('radio', { name: 'E-wallet (pay page)' }));
    await tapPay();
    await waitFor(() => expect(view.location()?.pathname).toBe('/alipayrepayment'));
    expect(new URLSearchParams(view.location()?.search).get('amount')).toBe('150025');
  });

  it('leaving the field writes the amount back as the app shows it', async () => {
    await openBorrowDetail();
    await userEvent.type(await modify(), '276063,8');
    await userEvent.tab();
    expect(field().value).toBe('276.063,80');
  });

  it('an amount over what may be paid now is refused in words, not capped to the whole balance', async () => {
    await openBorrowDetail();
    await userEvent.type(await modify(), '468.973,98');
    const refusal = 'You typed 468.973,98 TZS: the most you can pay now is 468.973,97 TZS';
    expect(said()).toBe(refusal);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(shown()).toBe('—');
    await chooseSavedCard();
    await tapPay();
    await waitFor(() => expect(kit.toasts()).toContain(refusal));
    expect(kit.call(COMMIT)).not.toHaveBeenCalled();
  });

  it.each([
    ['1.2.3', 'Type the amount as the app shows it, e.g. 25.000,50'],
    ['12,345', 'Use at most 2 digits after the comma, e.g. 25.000,50'],
    ['-5', 'Type the amount as the app shows it, e.g. 25.000,50'],
    ['999', 'The amount must be at least 1.000,00 TZS'],
  ])('%j is refused with %j; nothing is sent', async (typed, refusal) => {
    await openBorrowDetail();
    await userEvent.type(await modify(), typed);
    expect(said()).toBe(refusal);
    await chooseSavedCard();
    await tapPay();
    await waitFor(() => expect(kit.toasts()).toContain(refusal));
    expect(kit.call(COMMIT)).not.toHaveBeenCalled();
  });
});
