import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, SESSION, sent, spyCall } from '../details/test-kit.tsx';

inMockApp();

describe('/riceLemonK: joint login failure', () => {
  it("is titled 'Order Details' and shows 'Failed' with the server's errMessage", async () => {
    const info = spyCall('POST /service/new/union-error-info');
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(
      screen.getByText('You already have a loan in progress. You can apply for another once it is finished.'),
    ).toBeInTheDocument();
    expect(document.querySelector('.adm-result-error')).toBeInTheDocument();
    expect(document.title).toBe('Order Details');
    expect(info).toHaveBeenCalledWith({ productId: '1' });
  });

  it('shows the family products; one opens the native product detail', async () => {
    renderRoute(`/riceLemonK?${SESSION}&productId=1`);
    const card = (await screen.findByText('Kesho Credit')).closest('.adm-card') as HTMLElement;
    expect(screen.queryByText('Haraka Loan')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(sent('toP')).toEqual([{ productId: '3' }]);
  });
});
