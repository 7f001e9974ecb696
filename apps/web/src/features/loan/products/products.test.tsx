import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, queryOf, SESSION, sent, spyCall } from '../details/test-kit.tsx';

inMockApp();

const card = async (name: string) => (await screen.findByText(name)).closest('.adm-card') as HTMLElement;

describe('/period: the recommend list', () => {
  it('shows every recommended product as a card', async () => {
    renderRoute(`/period?${SESSION}`);
    for (const name of ['Haraka Loan', 'Mwezi Plus', 'Kesho Credit'])
      expect(await card(name)).toBeInTheDocument();
    const mwezi = await card('Mwezi Plus');
    expect(mwezi).toHaveTextContent('500.000,00 - 800.000,00 TZS');
    expect(mwezi).toHaveTextContent('APR 11,79%');
    expect(mwezi).toHaveTextContent('120 days, 4 instalments');
  });

  it('a product opens the native product detail', async () => {
    renderRoute(`/period?${SESSION}`);
    await userEvent.click(within(await card('Kesho Credit')).getByRole('button', { name: 'Apply' }));
    expect(sent('toP')).toEqual([{ productId: '3' }]);
  });

  it('a refused list says why, with Retry', async () => {
    const list = spyCall('POST /v3/product/recommend', () => ({
      code: 500,
      message: 'Products are resting',
    }));
    renderRoute(`/period?${SESSION}`);
    expect(
      await screen.findByText('Products are resting', {
        selector: '.adm-error-block-description *, .adm-error-block-description',
      }),
    ).toBeInTheDocument();
    list.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Haraka Loan')).toBeInTheDocument();
  });
});

describe('/wucheng: one product', () => {
  it('shows name, logo, the terms rows and the representative example rows', async () => {
    renderRoute(`/wucheng?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { name: 'Haraka Loan' })).toBeInTheDocument();
    expect(document.querySelector('.lp-product-head img')?.getAttribute('src')).toBe('/logos/haraka.svg');
    expect(screen.getByText('Terms')).toBeInTheDocument();
    expect(screen.getByText('Interest rate per year').closest('.adm-list-item')).toHaveTextContent('10,00%');
    expect(screen.getByText('Representative example')).toBeInTheDocument();
    expect(screen.getByText('Total repayable').closest('.adm-list-item')).toHaveTextContent('617.958,90 TZS');
    expect(document.title).toBe('Haraka Loan');
  });

  it("'Apply' opens the loan confirmation of this product with the common params", async () => {
    const { location } = renderRoute(`/wucheng?${SESSION}&product_id=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(location()?.pathname).toBe('/waffleLemo');
    expect(queryOf(location()?.search)).toMatchObject({ ...queryOf(SESSION), productId: '3' });
  });
});
