import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_HANDLERS } from '../../../app/mock-api.ts';
import { SESSION, setUpConfirm, tearDownConfirm } from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The borrower chooses the amount and the term (PRODUCT.md §19) on the mock offer of Kesho Credit
// (product 3): 400.000–800.000 TZS, 105 days in 3 instalments or 91 days in 2.

const CONFIRM = `POST ${LOAN_PATHS.confirm.path}`;
const DEFAULT_CONFIRM = MOCK_HANDLERS[CONFIRM];
let kit: ReturnType<typeof setUpConfirm>;

beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

type Params = Record<string, unknown>;
type Envelope = { code: number; data: { details: { text: string; value: string }[] } };
const confirms = () => kit.callsTo(kit.post, LOAN_PATHS.confirm.path).map((call) => call[1] as Params);
const submits = () => kit.callsTo(kit.post, LOAN_PATHS.submit.path).map((call) => call[1] as Params);
const rowValue = (text: string) =>
  screen.getAllByText(text).find((element) => element.tagName === 'DT')?.nextElementSibling?.textContent;
const apply = () => screen.getByRole('button', { name: 'Apply for a loan' });

/** The server's answer, with a total no pricing would give: what the screen shows is the server's. */
const marked = (params: Params, total: string) => {
  const envelope = DEFAULT_CONFIRM?.(params) as Envelope;
  const details = envelope.data.details.map((row) =>
    row.text === 'Total repayable' ? { ...row, value: total } : row,
  );
  return { ...envelope, data: { ...envelope.data, details } };
};

/** Answers choices only when `release` is called: the network is slow. */
const slowChoices = () => {
  const waiting: (() => void)[] = [];
  kit.answer(CONFIRM, (params) =>
    params.amount === undefined
      ? marked(params, 'FIRST')
      : new Promise((resolve) => waiting.push(() => resolve(marked(params, `FOR ${String(params.amount)}`)))),
  );
  return {
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
};

const open = async () => {
  renderRoute(`/waffleLemo?${SESSION}&productId=3`);
  await screen.findByRole('button', { name: 'Apply for a loan' });
};

describe('/waffleLemo main variant: the choice of amount and term', () => {
  it('first shows the default offer and asks for nothing more', async () => {
    await open();
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      '800.000,00 TZS',
    );
    expect(screen.getByRole('button', { name: 'Increase the amount' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '105 days · 3 instalments' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '91 days · 2 instalments' })).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(confirms()).toEqual([{ productId: '3' }]);
    expect(apply()).toBeEnabled();
  });

  it("a new term is asked for, and the screen shows the server's figures for it", async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '91 days · 2 instalments' }));
    await waitFor(() => expect(rowValue('Loan term')).toBe('91 days'));
    expect(confirms().at(-1)).toEqual({
      productId: '3',
      amount: 80_000_000,
      termDays: 91,
      periods: 2,
      termUnit: 1,
    });
    expect(rowValue('Instalments')).toBe('2');
    // Two instalments from the server's plan, each with its amount.
    expect(screen.getAllByText(/^\d\/2$/)).toHaveLength(2);
  });

  it('keeps the previous figures, without a skeleton, until the answer comes; Apply waits for it', async () => {
    const network = slowChoices();
    await open();
    expect(rowValue('Total repayable')).toBe('FIRST');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease the amount' }));
    await waitFor(() => expect(confirms()).toHaveLength(2));
    // The control shows the choice at once; the figures are still the last answer's.
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      '790.000,00 TZS',
    );
    expect(rowValue('Total repayable')).toBe('FIRST');
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Updating your offer…');
    expect(apply()).toBeDisabled();
    await userEvent.click(apply());
    expect(submits()).toEqual([]);
    network.release();
    await waitFor(() => expect(rowValue('Total repayable')).toBe('FOR 79000000'));
    expect(apply()).toBeEnabled();
  });

  it('taps in quick succession make one request, for the last choice', async () => {
    await open();
    const less = screen.getByRole('button', { name: 'Decrease the amount' });
    await userEvent.click(less);
    await userEvent.click(less);
    await userEvent.click(less);
    await waitFor(() => expect(rowValue('Loan amount')).toBe('770.000,00 TZS'));
    expect(confirms()).toEqual([
      { productId: '3' },
      { productId: '3', amount: 77_000_000, termDays: 105, periods: 3, termUnit: 1 },
    ]);
  });

  it('Apply sends exactly the choice whose figures are shown', async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '91 days · 2 instalments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease the amount' }));
    await waitFor(() => expect(rowValue('Loan amount')).toBe('790.000,00 TZS'));
    await waitFor(() => expect(apply()).toBeEnabled());
    await userEvent.click(apply());
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]).toEqual({
      productId: '3',
      amount: 79_000_000,
      periods: 2,
      termUnit: 1,
      termDays: 91,
    });
  });

  it('a contract opened after a choice is the contract of the figures shown', async () => {
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '91 days · 2 instalments' }));
    await waitFor(() => expect(rowValue('Loan term')).toBe('91 days'));
    await userEvent.click(screen.getByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(kit.location.assign).toHaveBeenCalledOnce());
    expect(kit.callsTo(kit.get, LOAN_PATHS.contractJump.path)[0]?.[1]).toEqual({
      productId: '3',
      scene: 3,
      position: '1',
      orderId: undefined,
      amount: 80_000_000,
      periods: 2,
      termUnit: 1,
      termDays: 91,
    });
  });

  it('the slider moves by the allowed amounts, down to the smallest', async () => {
    await open();
    fireEvent.change(screen.getByRole('slider', { name: 'Loan amount' }), { target: { value: '0' } });
    await waitFor(() => expect(rowValue('Loan amount')).toBe('400.000,00 TZS'));
    expect(screen.getByRole('button', { name: 'Decrease the amount' })).toBeDisabled();
  });

  it('when no answer comes, the choice goes back to the figures shown and says so', async () => {
    kit.answer(CONFIRM, (params) =>
      params.amount === undefined ? DEFAULT_CONFIRM?.(params) : { code: 400, message: 'no' },
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease the amount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your offer could not be updated');
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      '800.000,00 TZS',
    );
    expect(apply()).toBeEnabled();
  });

  it('a product of one term shows no term choice', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await screen.findByRole('button', { name: 'Apply for a loan' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toBeInTheDocument();
  });

  it('opens on the choice the product page handed over, and submits it', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=3&amount=50000000&termDays=91&periods=2&termUnit=1`);
    await screen.findByRole('button', { name: 'Apply for a loan' });
    const chosen = { productId: '3', amount: 50_000_000, termDays: 91, periods: 2, termUnit: 1 };
    expect(confirms()).toEqual([chosen]);
    expect(screen.getByRole('slider', { name: 'Loan amount' })).toHaveAttribute(
      'aria-valuetext',
      '500.000,00 TZS',
    );
    expect(screen.getByRole('radio', { name: '91 days · 2 instalments' })).toBeChecked();
    expect(rowValue('Loan term')).toBe('91 days');
  });

  it('a handed-over choice the product no longer allows opens on the default offer', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=3&amount=50000000&termDays=60&periods=2&termUnit=1`);
    await screen.findByRole('button', { name: 'Apply for a loan' });
    expect(confirms()).toEqual([
      { productId: '3', amount: 50_000_000, termDays: 60, periods: 2, termUnit: 1 },
      { productId: '3' },
    ]);
    expect(screen.getByRole('radio', { name: '105 days · 3 instalments' })).toBeChecked();
  });

  it('a URL with only part of a choice, or not numbers, opens on the default offer', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=3&amount=50000000&termDays=x&periods=2&termUnit=1`);
    await screen.findByRole('button', { name: 'Apply for a loan' });
    expect(confirms()).toEqual([{ productId: '3' }]);
  });
});
