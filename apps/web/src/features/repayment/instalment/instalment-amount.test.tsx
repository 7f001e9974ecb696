import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  instalment,
  openRepay,
  setUpRepay,
  shownAmount,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

const GENERATE = REPAY_PATHS.generateCode.path;
const field = () => screen.getByRole('textbox', { name: 'Amount to pay (TZS)' }) as HTMLInputElement;
const modify = async () => {
  await openRepay();
  await userEvent.click(screen.getByRole('button', { name: 'Modify amount' }));
  await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' });
};
const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

const readBack = () => field().getAttribute('aria-describedby') ?? '';
const said = () => document.getElementById(readBack())?.textContent;

describe('/sunflowerP: modify amount', () => {
  it('the field is cleared first; the selection is paid until an amount is typed', async () => {
    await modify();
    expect(field().value).toBe('');
    expect(shownAmount()).toBe('156.324,66 TZS');
    expect(said()).toBe('');
  });

  it.each([
    ['276.063,89', '276.063,89', 27_606_389],
    ['276063,89', '276.063,89', 27_606_389],
    ['50000,5', '50.000,50', 5_000_050],
    ['50.000', '50.000,00', 5_000_000],
    ['1000', '1.000,00', 100_000],
  ])(
    'typing %j reads as the app writes it: says %s before Pay and sends %d minor units',
    async (typed, shown, minor) => {
      await modify();
      await userEvent.type(field(), typed);
      expect(said()).toBe(`You will pay ${shown} TZS`);
      expect(shownAmount()).toBe(`${shown} TZS`);
      await payNow();
      await screen.findByRole('dialog');
      expect(kit.inputOf(GENERATE)).toMatchObject({ amount: minor, isDelay: '0' });
    },
  );

  it('leaving the field writes the amount back as the app shows it', async () => {
    await modify();
    await userEvent.type(field(), '276063,8');
    await userEvent.tab();
    expect(field().value).toBe('276.063,80');
  });

  it('an amount over amountMax is refused in words, not capped to the whole balance; nothing is sent', async () => {
    await modify();
    await userEvent.type(field(), '468.973,98');
    const refusal = 'You typed 468.973,98 TZS: the most you can pay now is 468.973,97 TZS';
    expect(said()).toBe(refusal);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().value).toBe('468.973,98');
    expect(shownAmount()).toBe('—');
    await payNow();
    expect(kit.toasts()).toContain(refusal);
    expect(kit.callsTo(GENERATE)).toHaveLength(0);
  });

  it.each([
    ['1.2.3', 'Type the amount as the app shows it, e.g. 25.000,50'],
    ['-5', 'Type the amount as the app shows it, e.g. 25.000,50'],
    ['2a0', 'Type the amount as the app shows it, e.g. 25.000,50'],
    ['12,345', 'Use at most 2 digits after the comma, e.g. 25.000,50'],
    ['99999999999999999999', 'The most you can pay now is 468.973,97 TZS'],
  ])('%j is refused with %j and nothing is sent', async (typed, refusal) => {
    await modify();
    await userEvent.type(field(), typed);
    expect(said()).toBe(refusal);
    await payNow();
    expect(kit.toasts()).toContain(refusal);
    expect(kit.callsTo(GENERATE)).toHaveLength(0);
  });

  it('Pay Now with an amount under amountMin is refused with a clear message and no call', async () => {
    await modify();
    await userEvent.type(field(), '999');
    await payNow();
    expect(kit.toasts()).toContain('The amount must be at least 1.000,00 TZS');
    expect(kit.callsTo(GENERATE)).toHaveLength(0);
  });

  it('changing the selection again returns to the selection sum', async () => {
    await modify();
    await userEvent.type(field(), '5000');
    await userEvent.click(instalment(2));
    expect(screen.queryByRole('textbox', { name: 'Amount to pay (TZS)' })).not.toBeInTheDocument();
    expect(shownAmount()).toBe('156.324,66 TZS');
    await userEvent.click(instalment(3));
    expect(shownAmount()).toBe('312.649,32 TZS');
    await payNow();
    await screen.findByRole('dialog');
    expect(kit.inputOf(GENERATE)).toMatchObject({ amount: 31_264_932 });
  });
});
