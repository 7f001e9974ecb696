import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { tappable } from '../../test/tappable.ts';
import { ProductsPage } from './products-page.tsx';

const product = {
  productId: 7,
  name: 'Akiba',
  logo: '/logos/haraka.svg',
  amountMin: 40_000_000,
  amountMax: 60_000_000,
  termDays: 100,
  periods: 2,
  extraTerms: [{ termDays: 91, periods: 2 }],
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

const openChange = async (answers: Parameters<typeof mockOpsApi>[0]) => {
  const user = userEvent.setup();
  const api = mockOpsApi({ 'GET /ops/products': { data: { products: [product] } }, ...answers });
  renderStaff(<ProductsPage />, { session: staffSession(['admin']) });
  await user.click(await screen.findByRole('button', { name: 'Change terms Akiba' }));
  return { user, sent: api.sent, dialog: await screen.findByRole('dialog') };
};
const changed = ({ body }: { body: unknown }) => ({
  data: { product: { ...product, ...(body as object), version: 2 } },
});

describe('products: the other terms a borrower may choose', () => {
  it('lists them with the product and under each version', async () => {
    const user = userEvent.setup();
    mockOpsApi({
      'GET /ops/products': { data: { products: [product] } },
      'GET /ops/products/7/versions': {
        data: {
          versions: [
            { ...product, changedBy: 'ops:amina', changedAt: '2026-11-01T08:00:00.000Z' },
            {
              ...product,
              version: 2,
              extraTerms: [],
              changedBy: 'ops:amina',
              changedAt: '2026-11-02T08:00:00.000Z',
            },
          ],
        },
      },
    });
    renderStaff(<ProductsPage />, { session: staffSession(['finance']) });
    const row = (await screen.findByText('Akiba')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('91 days, 2 instalments');
    const expand = within(row).getByRole('button', { name: /expand/i });
    // The table takes no taps while it still loads.
    await waitFor(() => expect(tappable(expand)).toBe(true));
    await user.click(expand);
    const versions = (await screen.findAllByText('ops:amina')).map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    expect(versions.map((r) => within(r).queryByText('91 days, 2 instalments') !== null)).toEqual([
      true,
      false,
    ]);
    expect(versions[1]).toHaveTextContent('(none)');
  });

  it('adds a row and removes one, and sends the whole list only', async () => {
    const { user, sent, dialog } = await openChange({ 'POST /ops/products/7': changed });
    expect(within(dialog).getByRole('spinbutton', { name: 'Other term 1: days' })).toHaveValue('91');
    expect(within(dialog).getByRole('spinbutton', { name: 'Other term 1: instalments' })).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Add a term' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Other term 2: days' }), '120');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Other term 2: instalments' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Remove other term 1' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Other term 1: days' })).toHaveValue('120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changed: the product is now version 2')).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ extraTerms: [{ termDays: 120, periods: 4 }] });
  });

  it('removes every other term with an empty list', async () => {
    const { user, sent, dialog } = await openChange({ 'POST /ops/products/7': changed });
    await user.click(within(dialog).getByRole('button', { name: 'Remove other term 1' }));
    expect(within(dialog).queryByRole('spinbutton', { name: /Other term/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Changed: the product is now version 2');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ extraTerms: [] });
  });

  it('asks for both numbers of a new row before sending anything', async () => {
    const { user, sent, dialog } = await openChange({ 'POST /ops/products/7': changed });
    await user.click(within(dialog).getByRole('button', { name: 'Add a term' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Other term 2: days' }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it("says the server's refusal of a term and keeps the form open", async () => {
    const { user, dialog } = await openChange({
      'POST /ops/products/7': {
        code: 400,
        message: '100 days in 2 instalments is the default term: leave it out of the extra terms',
      },
    });
    const days = within(dialog).getByRole('spinbutton', { name: 'Other term 1: days' });
    await user.clear(days);
    await user.type(days, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/100 days in 2 instalments is the default term/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a product with its other terms', async () => {
    const user = userEvent.setup();
    const { sent } = mockOpsApi({
      'GET /ops/products': { data: { products: [] } },
      'POST /ops/products': ({ body }) => ({ data: { product: { ...product, ...(body as object) } } }),
    });
    renderStaff(<ProductsPage />, { session: staffSession(['admin']) });
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog');
    // Pasted, not typed key by key: eleven fields take long to type.
    const typeInto = async (label: string, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await typeInto('Product', 'Chaguo');
    for (const [label, text] of [
      ['Smallest amount (TZS)', '400000'],
      ['Largest amount (TZS)', '600000'],
      ['Term (days)', '100'],
      ['Instalments', '2'],
      ['Interest (basis points)', '1000'],
      ['Service fee (basis points)', '100'],
      ['Daily overdue penalty (basis points)', '5'],
      ['Grace days', '3'],
      ['Deferral days', '0'],
      ['Deferral fee (basis points)', '0'],
    ] as const)
      await typeInto(label, text);
    await user.click(within(dialog).getByRole('button', { name: 'Add a term' }));
    await typeInto('Other term 1: days', '91');
    await typeInto('Other term 1: instalments', '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Added');
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'Chaguo',
      amountMin: 40_000_000,
      extraTerms: [{ termDays: 91, periods: 1 }],
    });
  });
});
