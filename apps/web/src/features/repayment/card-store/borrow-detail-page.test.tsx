import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { CARD_STORE_PATHS } from '@tz-loan/contract/repayment/card-store-paths';
import { describe, expect, it } from 'vitest';
import {
  COMMIT,
  CONFIRM,
  chooseSavedCard,
  openBorrowDetail,
  setUpCardStore,
  tapPay,
  WAY,
  watchKeys,
} from '../../../test/repayment/card-store/card-store-test-kit.ts';
import { MOCK_SMS_CODE, repaymentWayMock } from './mock.ts';

const kit = setUpCardStore();

const codeDialog = () => screen.findByRole('dialog', { name: 'Enter the verification code' });
const codeField = () => screen.getByRole('textbox', { name: 'SMS code' });

describe('#/borrowDetail: what is owed, the saved cards, the e-wallet, Pay', () => {
  it('shows what is owed, the first instalment ticked, the masked cards and the e-wallet', async () => {
    await openBorrowDetail();
    expect(kit.call(WAY).mock.calls[0]?.[0]).toMatchObject({ orderId: '1' });
    expect(screen.getByText(`Owed now: ${formatMoney(repaymentWayMock().owed)} TZS`)).toBeInTheDocument();
    expect(screen.getByText('156.324,66 TZS', { selector: '.cs-amount' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /CRDB Bank \*\*\*\* \*\*\*\* \*\*\*\* 4242/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-wallet (pay page)' })).toBeInTheDocument();
    const boxes = within(screen.getByRole('region', { name: 'Instalments to pay' })).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
  });

  it("no card chosen: 'Please choose a payment card first', nothing is sent", async () => {
    await openBorrowDetail();
    await tapPay();
    await waitFor(() => expect(kit.toasts()).toContain('Please choose a payment card first'));
    expect(kit.call(COMMIT)).not.toHaveBeenCalled();
  });

  it('instalments in order, as on /sunflowerP: ticking the second pays the first two', async () => {
    await openBorrowDetail();
    const boxes = within(screen.getByRole('region', { name: 'Instalments to pay' })).getAllByRole('checkbox');
    expect(boxes[2]).toBeDisabled();
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await chooseSavedCard();
    await tapPay();
    await waitFor(() =>
      expect(kit.call(COMMIT).mock.calls[0]?.[0]).toMatchObject({ amount: 2 * 15_632_466 }),
    );
  });

  it('commit with the chosen card, the token and no coupon; needValid 1 asks for the SMS code; confirm pays', async () => {
    const view = await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await codeDialog();
    expect(kit.call(COMMIT).mock.calls[0]?.[0]).toMatchObject({
      orderId: '1',
      amount: 15_632_466,
      cardId: '11',
      repayToken: 'mock-token',
      bankCode: 'CRDB',
      cardNo: '4242',
      couponId: '',
    });
    await userEvent.type(codeField(), MOCK_SMS_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(kit.call(CONFIRM)).toHaveBeenCalled());
    expect(kit.call(CONFIRM).mock.calls[0]?.[0]).toMatchObject({ orderId: '1', verifyCode: MOCK_SMS_CODE });
    expect(await screen.findByText('Payment received: 156.324,66 TZS')).toBeInTheDocument();
    // What is owed is asked for again, the card still chosen once the answer is shown.
    await waitFor(() => expect(kit.call(WAY)).toHaveBeenCalledTimes(2));
    expect(view.location()?.pathname).toBe('/borrowDetail');
    await waitFor(() => expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked());
  });

  it('needValid 0: paid at commit, no code asked for', async () => {
    kit.call(COMMIT).mockImplementation((params) => ({
      code: '00',
      message: 'Payment received',
      data: {
        needValid: 0,
        repayRecordId: '5',
        status: 'settled',
        amount: Number(params.amount),
        orderStatus: 174,
      },
    }));
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    expect(await screen.findByText('Payment received: 156.324,66 TZS')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.call(CONFIRM)).not.toHaveBeenCalled();
  });

  it("a code shorter than 6: 'Enter the correct verification code', nothing is sent", async () => {
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await codeDialog();
    await userEvent.type(codeField(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(kit.toasts()).toContain('Enter the correct verification code');
    expect(kit.call(CONFIRM)).not.toHaveBeenCalled();
  });

  it("800006: the server's message; the dialog stays for another try", async () => {
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await codeDialog();
    await userEvent.type(codeField(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(kit.toasts()).toContain('Verification code wrong. 4 tries left');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("800005: the server's message, or 'Do not submit the payment request twice' when it sends none", async () => {
    kit.call(COMMIT).mockImplementation(() => ({ code: '800005', message: '' }));
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    expect(kit.toasts()).toContain('Do not submit the payment request twice');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("another refusal toasts its message, else 'Processing failed'", async () => {
    kit.call(COMMIT).mockImplementation(() => ({ code: '409', message: 'Your bank declined this card' }));
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    kit.call(COMMIT).mockImplementation(() => ({ code: '500', message: '' }));
    await tapPay();
    const said = kit.toasts().filter((text) => text !== 'Paying…');
    expect(said).toEqual(['Your bank declined this card', 'Processing failed']);
  });

  it('a network failure says so; the retry carries the same Idempotency-Key and token', async () => {
    const keys = watchKeys();
    kit.call(COMMIT).mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch');
    });
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    expect(kit.toasts()).toContainEqual(expect.stringMatching(/^No answer from the server/));
    await tapPay();
    await codeDialog();
    const [first, second] = kit.call(COMMIT).mock.calls.map(([params]) => params);
    expect(second).toEqual(first);
    const [firstKey, secondKey] = keys(CARD_STORE_PATHS.repaymentCommit.path);
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    expect(secondKey).toBe(firstKey);
  });

  it('each tap that was answered is a new action: a new Idempotency-Key and a fresh repay token', async () => {
    const keys = watchKeys();
    kit.call(COMMIT).mockImplementationOnce(() => ({ code: '409', message: 'Declined' }));
    await openBorrowDetail();
    await chooseSavedCard();
    await tapPay();
    await tapPay();
    await codeDialog();
    const [firstKey, secondKey] = keys(CARD_STORE_PATHS.repaymentCommit.path);
    expect(secondKey).not.toBe(firstKey);
  });
});
