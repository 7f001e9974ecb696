import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerDetails, inMockApp, SESSION } from '../../../test/loan/loan-details-test-kit.tsx';
import { renderRoute } from '../../../test/render-route.tsx';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

// The provider's pay page returns to loan details whether or not the money moved; a payment that did
// not go through leaves the loan as it was, so only the screen's own words can tell the borrower.

describe('loan details back from the pay page', () => {
  it('says a payment did not go through (payment=failed)', async () => {
    answerDetails(180, { isScore: 0, cardNeedPop: 0 });
    renderRoute(`/squidChive?${SESSION}&orderId=1&productId=2&payment=failed`);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your payment did not go through.');
    expect(notice).toHaveTextContent('No money was taken.');
    expect(screen.getByRole('button', { name: 'REPAY' })).toBeInTheDocument();
  });

  it('says nothing otherwise', async () => {
    answerDetails(180, { isScore: 0, cardNeedPop: 0 });
    renderRoute(`/squidChive?${SESSION}&orderId=1&productId=2`);
    expect(await screen.findByRole('button', { name: 'REPAY' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
