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

const CONFIRM = `POST ${LOAN_PATHS.confirm.path}`;
const CONTRACTS = `GET ${LOAN_PATHS.contracts.path}`;
let kit: ReturnType<typeof setUpConfirm>;

beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

const open = async (query = 'productId=1') => {
  const view = renderRoute(`/waffleLemo?${SESSION}&${query}`);
  await screen.findByRole('button', { name: 'Apply for a loan' });
  return view;
};

describe('/waffleLemo main variant: what it shows', () => {
  it('loads the offer (POST productId) and the contracts (GET productId, scene 3)', async () => {
    await open('product_id=1');
    expect(kit.callsTo(kit.post, LOAN_PATHS.confirm.path)[0]?.[1]).toEqual({ productId: '1' });
    expect(kit.callsTo(kit.get, LOAN_PATHS.contracts.path)[0]?.[1]).toEqual({ productId: '1', scene: 3 });
  });

  it("title is the product name from the server, default 'Confirm Loan'", async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Loan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Haraka Loan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Haraka Loan'));
  });

  it("an empty product name shows 'Confirm Loan'", async () => {
    kit.tweak(CONFIRM, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), productName: '' },
    }));
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Loan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Confirm Loan'));
  });

  it('shows the loan amount and the detail rows (text, value)', async () => {
    await open();
    expect(screen.getByText('600.000,00')).toBeInTheDocument();
    expect(screen.getByText('APR').nextElementSibling).toHaveTextContent('12,00%');
    expect(screen.getByText('Total repayable').nextElementSibling).toHaveTextContent('617.958,90 TZS');
  });

  it("'Payout account' shows the account and opens the bind-bank page with source=confirmUrl", async () => {
    const { location } = await open();
    const box = screen.getByRole('link', { name: /Payout account/ });
    expect(box).toHaveTextContent('M-Pesa ****5678');
    await userEvent.click(box);
    expect(location()?.pathname).toBe('/chiaJellyL');
    expect(queryOf(location()?.search)).toMatchObject({ source: 'confirmUrl', productId: '1', userId: 'u1' });
  });

  it("'Payout account' asks for an account when none is bound", async () => {
    kit.tweak(CONFIRM, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), bankCardInfo: null },
    }));
    await open();
    expect(screen.getByRole('link', { name: /Payout account/ })).toHaveTextContent(/Add an account/);
  });

  it("'Repayment information': one card per instalment (index/total, amount, repayment time)", async () => {
    await open();
    const section = screen.getByRole('heading', { name: 'Repayment information' }).closest('section');
    if (!section) throw new Error('no section');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('1/1');
    expect(
      within(cards[0] as HTMLElement).getByText('Amount to pay (TZS):').nextElementSibling,
    ).toHaveTextContent('617.958,90');
    expect(within(cards[0] as HTMLElement).getByText('Repayment time:').nextElementSibling).toHaveTextContent(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("'Repayment information' appears only when the plan list is non-empty", async () => {
    kit.tweak(CONFIRM, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), repay_plans: [] },
    }));
    await open();
    expect(screen.queryByText('Repayment information')).not.toBeInTheDocument();
  });
});

describe('/waffleLemo main variant: the agreement row', () => {
  it("checkbox checked by default, 'I have read and agree', the contract titles as links", async () => {
    await open();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText(/I have read and agree/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Repayment Schedule and Key Facts' })).toBeInTheDocument();
  });

  it('the row is hidden when there are no contracts', async () => {
    kit.answer(CONTRACTS, () => ({ code: 0, message: 'success', data: { list: [] } }));
    await open();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/I have read and agree/)).not.toBeInTheDocument();
  });

  it('tapping a title opens that contract (contract-jump) and does not toggle the checkbox', async () => {
    await open('productId=1&orderId=77');
    await userEvent.click(screen.getByRole('link', { name: 'Repayment Schedule and Key Facts' }));
    await waitFor(() => expect(kit.location.assign).toHaveBeenCalledOnce());
    expect(kit.callsTo(kit.get, LOAN_PATHS.contractJump.path)[0]?.[1]).toEqual({
      productId: '1',
      scene: 3,
      position: '2',
      orderId: '77',
    });
    const url = kit.location.assign.mock.calls[0]?.[0];
    expect(pathOf(url)).toBe('/tapi/v3/contract/view');
    expect(queryOf(url)).toMatchObject({ productId: '1', position: '2', userId: 'u1', sessionId: 's1' });
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('tapping the checkbox unchecks it, tapping again checks it', async () => {
    await open();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(screen.getByText(/I have read and agree/));
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});

describe('/waffleLemo: loading', () => {
  it('shows a skeleton while loading, then the offer', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByText('600.000,00');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('a failed load shows a short message with Retry, which loads again', async () => {
    const confirm = kit.answer(CONFIRM, () => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    confirm.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('600.000,00')).toBeInTheDocument();
  });

  it('a refused load toasts nothing (main variant) and says why in the page', async () => {
    kit.answer(CONFIRM, () => ({ code: 404, message: 'This product is not available' }));
    renderRoute(`/waffleLemo?${SESSION}&productId=9`);
    expect(await screen.findByText('This product is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(kit.toast).not.toHaveBeenCalled();
  });
});
