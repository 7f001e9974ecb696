import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerDetails, inMockApp, openDetails, queryOf } from '../../../test/loan/loan-details-test-kit.tsx';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

describe('loan details: help with the loan', () => {
  it('opens the complaint page about this order, with the common params', async () => {
    answerDetails(180, { isScore: 0, cardNeedPop: 0 });
    const { location } = openDetails();
    const help = await screen.findByRole('navigation', { name: 'Help with this loan' });
    await userEvent.click(within(help).getByRole('link', { name: 'Make a complaint' }));
    expect(location()?.pathname).toBe('/codliverDa');
    expect(queryOf(location()?.search)).toMatchObject({ orderId: '1', userId: '7', sessionId: 's-1' });
  });

  it('opens customer service', async () => {
    answerDetails(200, { isScore: 0, cardNeedPop: 0 });
    const { location } = openDetails();
    const help = await screen.findByRole('navigation', { name: 'Help with this loan' });
    await userEvent.click(within(help).getByRole('link', { name: 'Customer service' }));
    expect(location()?.pathname).toBe('/pinetreeIs');
  });
});
