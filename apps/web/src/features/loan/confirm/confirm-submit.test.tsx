import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pathOf,
  queryOf,
  SESSION,
  setUpConfirm,
  tearDownConfirm,
} from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const SUBMIT = `POST ${LOAN_PATHS.submit.path}`;
let kit: ReturnType<typeof setUpConfirm>;

beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

const open = async () => {
  renderRoute(`/waffleLemo?${SESSION}&productId=1`);
  return screen.findByRole('button', { name: 'Apply for a loan' });
};
const submits = () => kit.callsTo(kit.post, LOAN_PATHS.submit.path);
const keyOf = (index: number) =>
  (submits()[index]?.[2] as { idempotencyKey?: string } | undefined)?.idempotencyKey;

describe('/waffleLemo main variant: Apply', () => {
  it('Apply does nothing while the agreement is unchecked', async () => {
    const apply = await open();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(apply);
    expect(submits()).toHaveLength(0);
    expect(kit.location.replace).not.toHaveBeenCalled();
    // Checked, the same tap has sent its request by the time the tap is over: the check above came late enough.
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(apply);
    expect(submits()).toHaveLength(1);
    await waitFor(() => expect(kit.location.replace).toHaveBeenCalledOnce());
  });

  it('submits the offer with an Idempotency-Key, fires the burial point, then replaces the page', async () => {
    await userEvent.click(await open());
    await waitFor(() => expect(kit.location.replace).toHaveBeenCalledOnce());
    expect(submits()).toHaveLength(1);
    expect(submits()[0]?.[1]).toEqual({
      amount: 60_000_000,
      periods: 1,
      termUnit: 1,
      termDays: 91,
      productId: '1',
    });
    expect(submits()[0]?.[2]).toMatchObject({
      silent: true,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(kit.sent('confirmBurialPoint')).toEqual([{ productId: '1', orderId: '1001' }]);
    const url = kit.location.replace.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/squidChive');
    expect(queryOf(url)).toMatchObject({
      orderId: '1001',
      productId: '1',
      from: 'confirm',
      userId: 'u1',
      sessionId: 's1',
    });
  });

  it('the button is disabled while the request runs: a double tap sends one request', async () => {
    let answer: (value: unknown) => void = () => {};
    kit.answer(SUBMIT, () => new Promise((resolve) => (answer = resolve)));
    const apply = await open();
    await userEvent.dblClick(apply);
    await userEvent.click(apply);
    expect(apply).toBeDisabled();
    answer({
      code: 0,
      message: 'success',
      data: { orderId: '1001', lendDetailsUrl: '/squidChive?orderId=1001' },
    });
    await waitFor(() => expect(kit.location.replace).toHaveBeenCalledOnce());
    expect(submits()).toHaveLength(1);
  });

  it('an unsuccessful response shows nothing and keeps the page state', async () => {
    kit.answer(SUBMIT, () => ({ code: 409, message: 'You already have a loan in progress' }));
    const apply = await open();
    await userEvent.click(apply);
    await waitFor(() => expect(apply).toBeEnabled());
    expect(submits()).toHaveLength(1);
    expect(kit.toast).not.toHaveBeenCalled();
    expect(screen.queryByText('You already have a loan in progress')).not.toBeInTheDocument();
    expect(kit.sent('confirmBurialPoint')).toEqual([]);
    expect(kit.location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('600.000,00')).toBeInTheDocument();
  });

  it('a loan in progress: says so in words and takes the borrower to that loan, not to a dead end', async () => {
    const words = 'You already have a loan in progress. You can apply again when it is finished.';
    kit.answer(SUBMIT, () => ({
      code: 409,
      message: words,
      data: { orderId: '77', lendDetailsUrl: '/squidChive?orderId=77&productId=2' },
    }));
    await userEvent.click(await open());
    const dialog = await screen.findByRole('dialog', { name: 'Loan in progress' });
    expect(dialog).toHaveTextContent(words);
    expect(kit.location.replace).not.toHaveBeenCalled();
    expect(kit.sent('confirmBurialPoint')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View my loan' }));
    expect(kit.location.replace).toHaveBeenCalledOnce();
    const url = kit.location.replace.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/squidChive');
    expect(queryOf(url)).toMatchObject({ orderId: '77', productId: '2', userId: 'u1', sessionId: 's1' });
    expect(queryOf(url).from).toBeUndefined();
  });

  it('one key per tap; a tap that got no answer is retried with the same key', async () => {
    const network = kit.answer(SUBMIT, () => Promise.reject(new TypeError('Failed to fetch')));
    const apply = await open();
    await userEvent.click(apply);
    await waitFor(() => expect(apply).toBeEnabled());
    expect(kit.toast).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Network error. Please try again.' }),
    );
    await userEvent.click(apply);
    await waitFor(() => expect(submits()).toHaveLength(2));
    await waitFor(() => expect(apply).toBeEnabled());
    expect(keyOf(1)).toBe(keyOf(0));

    network.mockImplementation(() => ({ code: 409, message: 'No' }));
    await userEvent.click(apply);
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(submits()).toHaveLength(4));
    expect(keyOf(2)).toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(2));
  });
});
