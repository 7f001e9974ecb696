import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inMockApp, SESSION, sent, spyCall } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

inMockApp();

const INFO = 'POST /service/new/union-error-info';

describe('/riceLemonK: joint login failure', () => {
  it("is titled 'Order Details' and shows the 'Failed' icon and text with the server's errMessage", async () => {
    const info = spyCall(INFO);
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('You already have a loan in progress. You can apply for another once it is finished.'),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-icon="failed"]')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order Details'));
    expect(info).toHaveBeenCalledWith({ productId: '1' });
  });

  it('shows the family products; one opens the native product detail', async () => {
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    const item = (await screen.findByText('Kesho Credit')).closest('li') as HTMLElement;
    expect(screen.queryByText('Haraka Loan')).not.toBeInTheDocument();
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/logos/kesho.svg');
    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(sent('toP')).toEqual([{ productId: '3' }]);
  });

  it('shows the loading spinner until the answer comes', async () => {
    const info = spyCall(INFO, () => new Promise(() => {}));
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('a failed load asks to check the connection, and Retry loads again', async () => {
    const info = spyCall(INFO, () => {
      throw new TypeError('offline');
    });
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    expect(await screen.findByText('Please check your connection and try again.')).toBeInTheDocument();
    info.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed' })).toBeInTheDocument();
  });
});
