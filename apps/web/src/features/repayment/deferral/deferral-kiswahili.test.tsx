import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  DEFERRAL,
  SESSION,
  setUpRepay,
  tearDownRepay,
  UTR,
} from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);
inKiswahili();

const open = () => {
  renderRoute(`/marmaladeT?${SESSION}&orderId=1&productId=2`);
  return screen.findByRole('button', { name: 'Lipa sasa' });
};

describe('/marmaladeT in Kiswahili', () => {
  it('the fee, the plan after it and the UTR form', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sogeza muda wa kulipa' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sogeza muda wa kulipa'));
    const fee = screen.getByRole('region', { name: 'Ada ya kusogeza muda wa kulipa' });
    expect(within(fee).getByText('Ada ya kusogeza muda wa kulipa')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Mpango wa marejesho baada ya kusogeza muda wa kulipa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Jinsi ya kulipa' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Namba ya muamala' }), 'MP25X7KQ9L');
    kit.answer(UTR, () => ({ code: 0, message: '', data: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Tuma namba' }));
    await waitFor(() => expect(kit.toasts()).toContain('Namba ya muamala imepokelewa.'));
  });

  it('Pay Now with no way to pay asks to choose one', async () => {
    kit.tweakData(DEFERRAL, (data) => ({ ...data, bankList: [] }));
    await userEvent.click(await open());
    expect(kit.toasts()).toContain('Chagua njia ya kulipa');
  });
});
