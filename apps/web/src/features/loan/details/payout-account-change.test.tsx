import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerDetails, inMockApp, openDetails, queryOf } from '../../../test/loan/loan-details-test-kit.tsx';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

// At 151 the payout failed and the order waits for another account: closing the bank-card prompt must
// not leave the borrower without a way to give one.

const CHANGE = 'Change account';

describe('loan details at 151: changing the payout account', () => {
  it('stays on the screen once the bank-card prompt is closed, and opens the bind-bank page', async () => {
    answerDetails(151);
    const { location } = openDetails();
    const prompt = await screen.findByRole('dialog', { name: 'Payout failed' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: CHANGE }));
    expect(location()?.pathname).toBe('/chiaJellyL');
    expect(queryOf(location()?.search)).toMatchObject({
      source: 'loanDetail',
      userId: '7',
      sessionId: 's-1',
      orderId: '1',
      productId: '2',
    });
  });

  it('is there without the prompt too (cardNeedPop 0)', async () => {
    answerDetails(151, { cardNeedPop: 0, isScore: 0 });
    openDetails();
    expect(await screen.findByRole('link', { name: CHANGE })).toBeInTheDocument();
  });

  it.each([21, 110, 170, 200])('is not offered at status %i', async (status) => {
    answerDetails(status, { isScore: 0, cardNeedPop: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: CHANGE })).not.toBeInTheDocument();
  });
});
