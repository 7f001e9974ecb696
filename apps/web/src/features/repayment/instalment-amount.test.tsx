import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS } from '@tz-loan/contract/repayment-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instalment, openRepay, setUpRepay, shownAmount, tearDownRepay } from './pay-now-test-kit.ts';

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

describe('/sunflowerP: modify amount', () => {
  it('the field is cleared first and keeps digits only (whole shillings)', async () => {
    await modify();
    expect(field().value).toBe('');
    expect(shownAmount()).toBe('156.324,66 TZS');
    await userEvent.type(field(), '2a0.0,0-0');
    expect(field().value).toBe('20000');
    expect(shownAmount()).toBe('20.000,00 TZS');
  });

  it('is capped at amountMax: typing beyond it sets the max', async () => {
    await modify();
    await userEvent.type(field(), '9999999');
    expect(field().value).toBe('468973');
    expect(shownAmount()).toBe('468.973,97 TZS');
  });

  it('Pay Now with an amount under amountMin is refused with a clear message and no call', async () => {
    await modify();
    await userEvent.type(field(), '999');
    await payNow();
    expect(kit.toasts()).toContain('The amount must be at least 1.000,00 TZS');
    expect(kit.callsTo(GENERATE)).toHaveLength(0);
  });

  it('Pay Now sends the modified amount in minor units', async () => {
    await modify();
    await userEvent.type(field(), '1000');
    await payNow();
    await screen.findByRole('dialog');
    expect(kit.inputOf(GENERATE)).toMatchObject({ amount: 100_000, isDelay: '0' });
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
