import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { answerDetails, inMockApp, openDetails } from '../../../test/loan/loan-details-test-kit.tsx';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

const PAYOFF = { amount: 61_107_853, saving: 1_422_010, holdsUntil: '2025-05-20' };

describe("loan details: 'Pay off today' and my payments (PRODUCT.md §19, §20)", () => {
  it('shows the exact amount, what it saves, until when it holds, and opens the instalments all chosen', async () => {
    answerDetails(170, { isScore: 0, payoff: PAYOFF });
    openDetails();
    const card = await screen.findByRole('region', { name: 'Pay off today' });
    expect(card).toHaveTextContent('611.078,53 TZS');
    expect(card).toHaveTextContent('saves 14.220,10 TZS against the plan');
    expect(card).toHaveTextContent('made by 2025-05-20 still closes it');
    const go = within(card).getByRole('link', { name: 'Pay off today' });
    const url = new URL(go.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/sunflowerP');
    expect(url.searchParams.get('payoff')).toBe('1');
    expect(url.searchParams.get('orderId')).toBe('1');
  });

  it('has no pay-off once nothing is owed, and lists each payment with its way and date', async () => {
    answerDetails(200, {
      payments: [{ paymentId: '7', paidAt: '2025-06-01 09:30:00', way: 'Pay code', amount: 15_632_466 }],
    });
    openDetails();
    const payments = await screen.findByRole('region', { name: 'My payments' });
    expect(within(payments).getByRole('listitem')).toHaveTextContent(
      '2025-06-01 09:30:00 · Pay code156.324,66 TZS',
    );
    expect(screen.queryByRole('region', { name: 'Pay off today' })).toBeNull();
    const receipt = new URL(
      within(payments)
        .getByRole('link', { name: /Pay code/ })
        .getAttribute('href') ?? '',
      'http://x',
    );
    expect([receipt.pathname, receipt.searchParams.get('paymentId')]).toEqual(['/paymentReceipt', '7']);
    const statement = within(payments).getByRole('link', { name: 'Statement' });
    expect(new URL(statement.getAttribute('href') ?? '', 'http://x').pathname).toBe('/loanStatement');
  });
});

describe("loan details: 'Pay off today' in Kiswahili", () => {
  inKiswahili();
  it('says it in Kiswahili', async () => {
    answerDetails(174, { isScore: 0, payoff: PAYOFF });
    openDetails();
    const card = await screen.findByRole('region', { name: 'Lipa yote leo' });
    expect(card).toHaveTextContent('kuokoa 14.220,10 TZS');
    expect(within(card).getByRole('link', { name: 'Lipa yote leo' })).toBeInTheDocument();
  });
});
