import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { inMockApp, SESSION, sent, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();

const LIST = 'POST /v3/product/recommend';
const item = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('/period: the recommend list', () => {
  it("is titled 'More products' and shows every recommended product", async () => {
    renderRoute(`/period?${SESSION}`);
    for (const name of ['Haraka Loan', 'Mwezi Plus', 'Kesho Credit'])
      expect(await item(name)).toBeInTheDocument();
    const mwezi = await item('Mwezi Plus');
    expect(mwezi.querySelector('img')?.getAttribute('src')).toBe('/logos/mwezi.svg');
    expect(mwezi.querySelector('img')?.getAttribute('fetchpriority')).toBe('low');
    expect(mwezi).toHaveTextContent('500.000,00 - 800.000,00 TZS');
    expect(mwezi).toHaveTextContent('APR 11,79%');
    expect(mwezi).toHaveTextContent('120 days, 4 instalments');
    await waitFor(() => expect(document.title).toBe('More products'));
  });

  it('a product opens the native product detail', async () => {
    renderRoute(`/period?${SESSION}`);
    await userEvent.click(within(await item('Kesho Credit')).getByRole('button', { name: 'Apply' }));
    expect(sent('toP')).toEqual([{ productId: '3' }]);
  });

  it('an empty list says there are no products right now', async () => {
    spyCall(LIST, () => ok({ products: [] }));
    renderRoute(`/period?${SESSION}`);
    expect(await screen.findByText('No products right now')).toBeInTheDocument();
  });

  it('shows the loading spinner until the answer comes', async () => {
    const list = spyCall(LIST, () => new Promise(() => {}));
    renderRoute(`/period?${SESSION}`);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('a refused list says why, with Retry', async () => {
    const list = spyCall(LIST, () => ({ code: 500, message: 'Products are resting' }));
    renderRoute(`/period?${SESSION}`);
    expect(await screen.findByText('Products are resting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Could not load the products' })).toBeInTheDocument();
    list.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await item('Haraka Loan')).toBeInTheDocument();
  });
});
