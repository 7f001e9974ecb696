import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { GENERATE, SESSION, setUpRepay, tearDownRepay } from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);
inKiswahili();

const open = async () => {
  renderRoute(`/sunflowerP?${SESSION}&orderId=1&productId=2`);
  return screen.findByRole('button', { name: 'Lipa sasa' });
};

describe('/sunflowerP in Kiswahili', () => {
  it('the plan, the payer account, the instalments and the UTR form', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Fanya marejesho' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Fanya marejesho'));
    expect(screen.getByRole('region', { name: 'Kiasi cha kulipa' })).toHaveTextContent(
      'Kiasi cha kulipa sasa',
    );
    expect(screen.getByRole('region', { name: 'Njia ya malipo' })).toHaveTextContent(
      'Akaunti ya pesa kwa simu',
    );
    expect(screen.getByRole('heading', { name: 'Awamu za kulipa (3)' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^Awamu ya 2 .* Tarehe ya kulipa 2025-07-02/ }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chagua zote' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Namba ya muamala' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma namba' })).toBeInTheDocument();
    expect(screen.getByText(/Una maswali\? Piga simu/)).toBeInTheDocument();
  });

  it('modify amount: its field and the toast for an amount under the minimum', async () => {
    const payNow = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Badilisha kiasi' }));
    const field = await screen.findByRole('textbox', { name: 'Kiasi cha kulipa (TZS)' });
    expect(field).toHaveAttribute('placeholder', '1.000,00 hadi 468.973,97');
    await userEvent.type(field, '999');
    await userEvent.click(payNow);
    expect(kit.toasts()).toContain('Kiasi kiwe angalau 1.000,00 TZS');
  });

  it('Pay Now: the pay-code dialog', async () => {
    await userEvent.click(await open());
    const dialog = await screen.findByRole('dialog', { name: 'Malipo yameanzishwa' });
    expect(dialog).toHaveTextContent('Namba ya kumbukumbu: TR20250602000117');
    expect(within(dialog).getByRole('button', { name: 'Tazama namba ya malipo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });

  it('no answer to Pay Now is toasted in Kiswahili', async () => {
    kit.answer(GENERATE, () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(await open());
    await waitFor(() =>
      expect(kit.toasts()).toContain('Hatujapata jibu. Tafadhali angalia mtandao wako kisha ujaribu tena.'),
    );
  });
});
