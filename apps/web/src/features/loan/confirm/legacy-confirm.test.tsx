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

const CONFIRM = `POST ${LOAN_PATHS.legacyConfirm.path}`;
const SUBMIT = `POST ${LOAN_PATHS.legacySubmit.path}`;
let kit: ReturnType<typeof setUpConfirm>;

beforeEach(() => {
  kit = setUpConfirm();
  // The popup agreement has its own tests; here it would sit under the promotional popup.
  kit.tweak(CONFIRM, (envelope) => ({
    ...envelope,
    attach: { ...(envelope.attach as object), popAgreementUrl: '' },
  }));
});
afterEach(tearDownConfirm);

const open = async (query = 'productId=1') => {
  renderRoute(`/waffleLemo?${SESSION}&variant=legacy&${query}`);
  return screen.findByRole('button', { name: 'Apply now' });
};
const closePromo = async () => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
};

describe('/waffleLemo?variant=legacy', () => {
  it('loads through /gopia/goya/satire and /gopia/goya/cultures', async () => {
    await open();
    expect(kit.callsTo(kit.post, LOAN_PATHS.legacyConfirm.path)[0]?.[1]).toEqual({ productId: '1' });
    expect(kit.callsTo(kit.get, LOAN_PATHS.legacyContracts.path)[0]?.[1]).toEqual({
      productId: '1',
      scene: 3,
    });
    expect(kit.callsTo(kit.post, LOAN_PATHS.confirm.path)).toHaveLength(0);
  });

  it("shows logo, product name, amount, 'Repayment date', the 'Detailed' and 'Plan' lists and the server's button text", async () => {
    await open();
    await closePromo();
    expect(screen.getByRole('heading', { level: 1, name: 'Haraka Loan' })).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/logos/haraka.svg');
    expect(screen.getByText('600.000,00')).toBeInTheDocument();
    expect(screen.getByText('Repayment date')).toHaveTextContent(/Repayment date\s*\d{4}-\d{2}-\d{2}/);
    const detailed = screen.getByRole('heading', { name: 'Detailed' }).closest('section') as HTMLElement;
    expect(within(detailed).getByText('Loan term').nextElementSibling).toHaveTextContent('91 days');
    const plan = screen.getByRole('heading', { name: 'Plan' }).closest('section') as HTMLElement;
    expect(within(plan).getByRole('listitem')).toHaveTextContent(/1\/1.*Amount to pay \(TZS\):617\.958,90/);
    expect(screen.getByRole('link', { name: /Payout account/ })).toHaveTextContent('M-Pesa ****5678');
  });

  it('the promotional popup is visible on load; its confirm button closes it', async () => {
    await open();
    const promo = screen.getByRole('dialog');
    expect(promo).toHaveTextContent('Your offer is ready: 600.000,00 TZS for 91 days, APR 12,00%.');
    await closePromo();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close icon closes the promotional popup', async () => {
    await open();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a popup agreement, the promotional popup follows it instead of covering it', async () => {
    kit.tweak(CONFIRM, (envelope) => envelope);
    await open();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Loan Agreement' })).getByText('Agree'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your offer is ready');
  });

  it('no popup when the promotional message is empty', async () => {
    kit.tweak(CONFIRM, (envelope) => ({
      ...envelope,
      attach: {
        ...(envelope.attach as object),
        popAgreementUrl: '',
        promo: { message: '', buttonText: 'OK' },
      },
    }));
    await open();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a contract title opens the contract through /gopia/goya/misunderstood, leaving the box checked', async () => {
    await open('productId=1&orderId=77');
    await closePromo();
    await userEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(kit.location.assign).toHaveBeenCalledOnce());
    expect(kit.callsTo(kit.get, LOAN_PATHS.legacyOpenContract.path)[0]?.[1]).toEqual({
      productId: '1',
      position: '1',
      orderId: '77',
    });
    expect(queryOf(kit.location.assign.mock.calls[0]?.[0])).toMatchObject({ position: '1', sessionId: 's1' });
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('Apply submits through /gopia/goya/depush (unit = term unit) with an Idempotency-Key, then replaces the page', async () => {
    const apply = await open();
    await closePromo();
    await userEvent.click(apply);
    await waitFor(() => expect(kit.location.replace).toHaveBeenCalledOnce());
    const [call] = kit.callsTo(kit.post, LOAN_PATHS.legacySubmit.path);
    expect(call?.[1]).toEqual({ amount: 60_000_000, periods: 1, unit: 1, productId: '1' });
    expect(call?.[2]).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(kit.sent('confirmBurialPoint')).toEqual([{ productId: '1', orderId: '1001' }]);
    const url = kit.location.replace.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/squidChive');
    expect(queryOf(url)).toMatchObject({ orderId: '1001', from: 'confirm', userId: 'u1' });
  });

  it("a code other than '00' toasts the server message and keeps the page state", async () => {
    kit.answer(SUBMIT, () => ({ code: '01', message: 'You already have a loan in progress' }));
    const apply = await open();
    await closePromo();
    await userEvent.click(apply);
    await waitFor(() =>
      expect(kit.toast).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'You already have a loan in progress' }),
      ),
    );
    await waitFor(() => expect(apply).toBeEnabled());
    expect(kit.location.replace).not.toHaveBeenCalled();
    expect(kit.sent('confirmBurialPoint')).toEqual([]);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('Apply does nothing while the agreement is unchecked', async () => {
    const apply = await open();
    await closePromo();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(apply);
    expect(kit.callsTo(kit.post, LOAN_PATHS.legacySubmit.path)).toHaveLength(0);
    // Checked, the same tap has sent its request by the time the tap is over: the check above came late enough.
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(apply);
    expect(kit.callsTo(kit.post, LOAN_PATHS.legacySubmit.path)).toHaveLength(1);
    await waitFor(() => expect(kit.location.replace).toHaveBeenCalledOnce());
  });
});
