import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inMockApp, queryOf, SESSION, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();

const DETAIL = 'POST /v3/product/detail';

describe('/wucheng: one product', () => {
  it('shows name, logo, the terms rows and the representative example rows', async () => {
    const detail = spyCall(DETAIL);
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Haraka Loan' })).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith({ productId: '1' });
    expect(document.querySelector('.lp-product-head img')?.getAttribute('src')).toBe('/logos/haraka.svg');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByText('Interest rate per year').nextSibling).toHaveTextContent('10,00%');
    expect(screen.getByRole('heading', { name: 'Representative example' })).toBeInTheDocument();
    expect(screen.getByText('Total repayable').nextSibling).toHaveTextContent('617.958,90 TZS');
    // The title is set in an effect after the render that shows the heading.
    await waitFor(() => expect(document.title).toBe('Haraka Loan'));
  });

  it("'Apply' opens the loan confirmation of this product with the common params", async () => {
    const { location } = renderRoute(`/wucheng?${SESSION}&product_id=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(location()?.pathname).toBe('/waffleLemo');
    expect(queryOf(location()?.search)).toMatchObject({ ...queryOf(SESSION), productId: '3' });
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
