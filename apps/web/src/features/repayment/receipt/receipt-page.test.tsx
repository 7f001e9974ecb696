import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, linkTarget, SESSION, spyCall } from '../../../test/repayment/due-test-kit.ts';

inMockApp();

const open = () => renderRoute(`/paymentReceipt?${SESSION}&orderId=1&paymentId=11`);
const shown = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('/paymentReceipt', () => {
  it('shows the payment, what it paid part by part and the balance after it', async () => {
    const call = spyCall('GET /v3/repay/receipt');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ orderId: '1', paymentId: '11' });
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(shown(payment, 'Receipt number')).toBe('R00000011');
    expect(shown(payment, 'Amount')).toBe('157.000,00 TZS');
    expect(shown(payment, 'Paid with')).toBe('Pay code at an agent');
    expect(shown(payment, 'Reference')).toBe('SBXPAY-1');
    expect(shown(payment, 'Date')).toBe('2025-06-06 09:15:20');
    const parts = screen.getByRole('region', { name: 'What it paid' });
    expect(shown(parts, 'Overdue penalty')).toBe('2.000,00 TZS');
    expect(shown(parts, 'Interest')).toBe('6.500,00 TZS');
    expect(shown(parts, 'Service fee')).toBe('500,00 TZS');
    expect(shown(parts, 'Principal')).toBe('148.000,00 TZS');
    expect(shown(parts, 'Roll-over fee')).toBe('0,00 TZS');
    expect(shown(parts, 'Balance after this payment')).toBe('273.000,00 TZS');
    expect(linkTarget(screen.getByRole('link', { name: 'Loan statement' }))).toMatchObject({
      path: '/loanStatement',
      query: { orderId: '1' },
    });
    const violations = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.violations.map((v) => v.id)).toEqual([]);
  });

  it('says a missing payment with Retry', async () => {
    spyCall('GET /v3/repay/receipt', () => ({ code: 404, message: 'This payment does not exist' }));
    open();
    expect(await screen.findByRole('heading', { name: 'Could not load your receipt' })).toBeInTheDocument();
    expect(screen.getByText('This payment does not exist')).toBeInTheDocument();
  });
});
