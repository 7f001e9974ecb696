import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { describe, expect, it } from 'vitest';
import { MOCK_HANDLERS } from '../../../app/mock-api.ts';
import { inMockApp, queryOf, SESSION, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();

const DETAIL = 'POST /v3/product/detail';
const CONFIRM = `POST ${LOAN_PATHS.confirm.path}`;
const DEFAULT_CONFIRM = MOCK_HANDLERS[CONFIRM];
type Rows = { text: string; value: string }[];
type Offer = { code: number; data: { details: Rows } };

const card = (name: string) => screen.getByRole('region', { name });
const rowIn = (region: HTMLElement, text: string) =>
  within(region).getByText(text, { selector: 'dt' }).nextElementSibling?.textContent;

/** The server's offer with a total no pricing gives: what the screen shows is the server's answer. */
const marked = (params: Record<string, unknown>) => {
  const envelope = DEFAULT_CONFIRM?.(params) as Offer;
  const total = `TOTAL FOR ${String(params.amount ?? 'default')}/${String(params.termDays ?? 'default')}`;
  const details = envelope.data.details.map((row) =>
    row.text === 'Total repayable' ? { ...row, value: total } : row,
  );
  return { ...envelope, data: { ...envelope.data, details } };
};

describe('/wucheng: one product', () => {
  it('shows name, logo, the terms rows and the representative example rows', async () => {
    const detail = spyCall(DETAIL);
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Haraka Loan' })).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith({ productId: '1' });
    expect(document.querySelector('.lp-product-head img')?.getAttribute('src')).toBe('/logos/haraka.svg');
    expect(rowIn(card('Terms'), 'Interest rate per year')).toBe('10,00%');
    const example = card('Representative example');
    expect(within(example).getByText('Total repayable').nextSibling).toHaveTextContent('617.958,90 TZS');
    // The title is set in an effect after the render that shows the heading.
    await waitFor(() => expect(document.title).toBe('Haraka Loan'));
  });

  it("'Apply' opens the loan confirmation of this product on the offer shown, with the common params", async () => {
    const { location } = renderRoute(`/wucheng?${SESSION}&product_id=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(location()?.pathname).toBe('/waffleLemo');
    expect(queryOf(location()?.search)).toMatchObject({
      ...queryOf(SESSION),
      productId: '3',
      amount: '80000000',
      termDays: '105',
      periods: '3',
      termUnit: '1',
    });
  });

  it("the borrower chooses amount and term; the figures are the server's for that choice, and Apply carries it", async () => {
    const confirm = spyCall(CONFIRM, marked);
    const { location } = renderRoute(`/wucheng?${SESSION}&productId=3`);
    await screen.findByRole('heading', { level: 1, name: 'Kesho Credit' });
    expect(rowIn(card('Your loan'), 'Total repayable')).toBe('TOTAL FOR default/default');
    await userEvent.click(screen.getByRole('radio', { name: '91 days · 2 instalments' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease the amount' }));
    await waitFor(() => expect(rowIn(card('Your loan'), 'Total repayable')).toBe('TOTAL FOR 79000000/91'));
    // The taps pause once: one question for both, not one per tap.
    expect(confirm.mock.calls.map(([params]) => params)).toEqual([
      { productId: '3' },
      { productId: '3', amount: 79_000_000, termDays: 91, periods: 2, termUnit: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(queryOf(location()?.search)).toMatchObject({ amount: '79000000', termDays: '91', periods: '2' });
  });

  it('Apply waits while the figures for a new choice are being asked for', async () => {
    let release = () => {};
    const confirm = spyCall(CONFIRM, (params) =>
      params.amount === undefined
        ? marked(params)
        : new Promise((resolve) => {
            release = () => resolve(marked(params));
          }),
    );
    renderRoute(`/wucheng?${SESSION}&productId=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decrease the amount' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled());
    expect(rowIn(card('Your loan'), 'Total repayable')).toBe('TOTAL FOR default/default');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    expect(rowIn(card('Your loan'), 'Total repayable')).toBe('TOTAL FOR 79000000/105');
  });

  it("shows the loading spinner until the answer comes, titled 'Product'", async () => {
    const detail = spyCall(DETAIL, () => new Promise(() => {}));
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    await waitFor(() => expect(detail).toHaveBeenCalled());
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Product'));
  });

  it('a refused product says why, and Retry loads again', async () => {
    const detail = spyCall(DETAIL, () => ({ code: 404, message: 'This product was not found' }));
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(await screen.findByText('This product was not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not load the product' })).toBeInTheDocument();
    detail.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Haraka Loan' })).toBeInTheDocument();
  });
});
