import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { ProductsPage } from './products-page.tsx';

const product = {
  productId: 7,
  name: 'Akiba',
  logo: '/logos/haraka.svg',
  amountMin: 40_000_000,
  amountMax: 60_000_000,
  termDays: 100,
  periods: 2,
  interestRateBp: 1000,
  serviceFeeBp: 100,
  overduePenaltyDailyBp: 5,
  graceDays: 3,
  deferralDays: 14,
  deferralFeeBp: 250,
  aprBp: 1364,
  version: 1,
};

describe('products: change terms', () => {
  it('sends only the terms the admin changed and says which version the product is now', async () => {
    const user = userEvent.setup();
    const { sent } = mockOpsApi({
      'GET /ops/products': { data: { products: [product] } },
      'POST /ops/products/7': ({ body }) => ({
        data: { product: { ...product, ...(body as object), version: 2 } },
      }),
    });
    renderStaff(<ProductsPage />, { session: staffSession(['admin']) });
    await user.click(await screen.findByRole('button', { name: 'Change terms Akiba' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('new offers only');

    const interest = within(dialog).getByLabelText('Interest (basis points)');
    expect(interest).toHaveValue('1000');
    await user.clear(interest);
    await user.type(interest, '800');
    const largest = within(dialog).getByLabelText('Largest amount (TZS)');
    await user.clear(largest);
    await user.type(largest, '550000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changed: the product is now version 2')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      path: '/ops/products/7',
      body: { interestRateBp: 800, amountMax: 55_000_000 },
    });
    expect(Object.keys(post?.body as object).sort()).toEqual(['amountMax', 'interestRateBp']);
    expect(post?.headers['X-CSRF-Token']).toBe('csrf-1');
  });

  it("shows the server's refusal and keeps the form open", async () => {
    const user = userEvent.setup();
    mockOpsApi({
      'GET /ops/products': { data: { products: [product] } },
      'POST /ops/products/7': {
        code: 400,
        message: 'The APR would be 17,64%: the loan agreement allows less than 14,60%',
      },
    });
    renderStaff(<ProductsPage />, { session: staffSession(['admin']) });
    await user.click(await screen.findByRole('button', { name: 'Change terms Akiba' }));
    const dialog = await screen.findByRole('dialog');
    const interest = within(dialog).getByLabelText('Interest (basis points)');
    await user.clear(interest);
    await user.type(interest, '1400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The APR would be 17,64%/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers no change to a role that may not make one', async () => {
    mockOpsApi({ 'GET /ops/products': { data: { products: [product] } } });
    renderStaff(<ProductsPage />, { session: staffSession(['finance']) });
    expect(await screen.findByText('Akiba')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Change terms/ })).toBeNull());
  });
});
