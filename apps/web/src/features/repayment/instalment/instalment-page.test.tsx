import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAY_PATHS } from '@tz-loan/contract/repayment/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  instalment,
  openRepay,
  PLAN,
  SESSION,
  setUpRepay,
  shownAmount,
  tearDownRepay,
} from '../../../test/repayment/pay-now-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
beforeEach(() => {
  kit = setUpRepay();
});
afterEach(tearDownRepay);

const checked = () => [2, 3, 4].filter((n) => (instalment(n) as HTMLInputElement).checked);
const clickable = () => [2, 3, 4].filter((n) => !(instalment(n) as HTMLInputElement).disabled);

describe('/sunflowerP: the repayment screen', () => {
  it('loads the plan of the order and shows product, amount, wallet account, channels, note and telephone', async () => {
    await openRepay();
    expect(kit.inputOf(REPAY_PATHS.plan.path)).toEqual({ orderId: '1', productId: '2' });
    await waitFor(() => expect(document.title).toBe('Repayment'));
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeInTheDocument();
    expect(screen.getByText('Mwezi Plus')).toBeInTheDocument();
    expect(shownAmount()).toBe('156.324,66 TZS');
    expect(screen.getByText('M-Pesa ****5678')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'M-Pesa',
      'Mixx by Yas',
      'Airtel Money',
      'HaloPesa',
      'AzamPesa',
      'Lipa QR',
      'Card or bank (pay page)',
    ]);
    expect(screen.getByText(/Pay before the due date/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+255 22 000 0000' })).toBeInTheDocument();
  });

  it.each([
    ['TZ0003', 'Airtel Money'],
    ['', 'M-Pesa'],
  ])(
    "the channel chosen at first is the wallet's (bankNode %o), else the first: %s",
    async (bankNode, name) => {
      kit.tweakData(PLAN, (data) => ({
        ...data,
        bankCardInfo: { bankName: 'Airtel Money', bankNode, cardNo: '****1111' },
      }));
      await openRepay();
      expect(screen.getByRole('radio', { name })).toBeChecked();
      expect(
        screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
      ).toHaveLength(1);
    },
  );

  it('calling the telephone line asks the native app to call it', async () => {
    await openRepay();
    await userEvent.click(screen.getByRole('button', { name: '+255 22 000 0000' }));
    expect(kit.android.callTelephone).toHaveBeenCalledWith(JSON.stringify({ phone: '+255 22 000 0000' }));
  });

  it('a plan that does not load says why, with Retry', async () => {
    kit.answer(PLAN, () => ({ code: 404, message: 'Order not found' }));
    renderRoute(`/sunflowerP?${SESSION}&orderId=1&productId=2`);
    expect(await screen.findByRole('heading', { name: 'Could not load your repayment' })).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/sunflowerP: instalment selection', () => {
  it('only the first due instalment is clickable at first (canClick 1), and it is checked', async () => {
    await openRepay();
    expect(clickable()).toEqual([2]);
    expect(checked()).toEqual([2]);
    expect(screen.getByRole('heading', { name: 'Instalments to pay (3)' })).toBeInTheDocument();
  });

  it('selecting an instalment checks the ones up to it and sums their amounts; the next becomes clickable', async () => {
    await openRepay();
    await userEvent.click(instalment(2));
    expect(checked()).toEqual([2]);
    expect(clickable()).toEqual([2, 3]);
    await userEvent.click(instalment(3));
    expect(checked()).toEqual([2, 3]);
    expect(shownAmount()).toBe('312.649,32 TZS');
    expect(clickable()).toEqual([2, 3, 4]);
    await userEvent.click(instalment(4));
    expect(checked()).toEqual([2, 3, 4]);
    expect(shownAmount()).toBe('468.973,97 TZS');
  });

  it('a later instalment cannot be ticked before the ones before it are chosen', async () => {
    await openRepay();
    await userEvent.click(instalment(3));
    await userEvent.click(instalment(4));
    expect(checked()).toEqual([2]);
    expect(shownAmount()).toBe('156.324,66 TZS');
  });

  it('unchecking an instalment reverts to the earlier ones', async () => {
    await openRepay();
    await userEvent.click(instalment(2));
    await userEvent.click(instalment(3));
    await userEvent.click(instalment(4));
    await userEvent.click(instalment(3));
    expect(checked()).toEqual([2]);
    expect(shownAmount()).toBe('156.324,66 TZS');
    expect(clickable()).toEqual([2, 3]);
  });

  it('the first stays checked: unchecking it keeps one instalment selected', async () => {
    await openRepay();
    await userEvent.click(instalment(2));
    expect(checked()).toEqual([2]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(instalment(2));
    expect(checked()).toEqual([2]);
    expect(shownAmount()).toBe('156.324,66 TZS');
  });

  it('select all toggles between all due instalments and only the first', async () => {
    await openRepay();
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(all);
    expect(checked()).toEqual([2, 3, 4]);
    expect(all).toBeChecked();
    expect(shownAmount()).toBe('468.973,97 TZS');
    await userEvent.click(all);
    expect(checked()).toEqual([2]);
    expect(all).not.toBeChecked();
    expect(shownAmount()).toBe('156.324,66 TZS');
  });

  it('each row shows period, amount, due date and status; overdue in red', async () => {
    kit.tweakData(PLAN, (data) => {
      const plan = data.repayPlanDetail as { repayWaitDetail: Record<string, unknown>[] };
      const [first, ...rest] = plan.repayWaitDetail;
      return {
        ...data,
        repayPlanDetail: {
          ...plan,
          repayWaitDetail: [{ ...first, periodStatus: 'overdue', status: 'Overdue' }, ...rest],
        },
      };
    });
    await openRepay();
    const row = instalment(2).closest('label') as HTMLElement;
    expect(row).toHaveTextContent('Instalment 2 156.324,66 TZS Due 2025-07-02 Overdue');
    expect(within(row).getByText('Overdue')).toHaveClass('instalment-status', 'overdue');
    expect(within(instalment(3).closest('label') as HTMLElement).getByText('Not yet due')).not.toHaveClass(
      'overdue',
    );
  });

  it('paid instalments are listed apart under Paid and cannot be ticked', async () => {
    await openRepay();
    const paid = screen.getByRole('heading', { name: 'Paid' }).nextElementSibling as HTMLElement;
    expect(paid).toHaveTextContent('Instalment 1 156.324,66 TZS Due 2025-06-02 Paid');
    expect(within(paid).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
