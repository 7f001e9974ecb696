import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  android,
  answerDetails,
  inMockApp,
  openDetails,
  queryOf,
  sent,
  spyCall,
} from '../../../test/loan/loan-details-test-kit.tsx';
import { replacePage } from './page-nav.ts';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

const SCORE = 'POST /v3/loan-details/google-score';
const star = (n: number) => screen.getByRole('button', { name: n === 1 ? '1 star' : `${n} stars` });
const filled = () => [1, 2, 3, 4, 5].filter((n) => star(n).getAttribute('aria-pressed') === 'true');
const openRating = async () => {
  answerDetails(170);
  const score = spyCall(SCORE);
  openDetails();
  const dialog = await screen.findByRole('dialog', { name: 'Rate us' });
  return { dialog, score };
};

describe('loan details: the rating dialog (isScore 1)', () => {
  it('is not shown when isScore is 0', async () => {
    answerDetails(170, { isScore: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tapping star i fills 1..i; tapping it again does not clear it', async () => {
    await openRating();
    expect(filled()).toEqual([]);
    await userEvent.click(star(3));
    expect(filled()).toEqual([1, 2, 3]);
    await userEvent.click(star(3));
    expect(filled()).toEqual([1, 2, 3]);
    await userEvent.click(star(5));
    expect(filled()).toEqual([1, 2, 3, 4, 5]);
    await userEvent.click(star(1));
    expect(filled()).toEqual([1]);
  });

  it("Submit with none chosen toasts 'Please choose a rating' and stays", async () => {
    const { dialog, score } = await openRating();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose a rating')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rate us' })).toBeInTheDocument();
    expect(score).not.toHaveBeenCalled();
  });

  it('4 or more sends score 5 and calls the native rate-the-app action', async () => {
    const { dialog, score } = await openRating();
    await userEvent.click(star(4));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(android.toRate).toHaveBeenCalledOnce());
    expect(score).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ score: 5 }));
    expect(score.mock.invocationCallOrder[0]).toBeLessThan(android.toRate?.mock.invocationCallOrder[0] ?? 0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('below 4 sends score 5 as well (SPEC.md §9) and shows a result dialog instead of the native prompt', async () => {
    const { dialog, score } = await openRating();
    await userEvent.click(star(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const result = await screen.findByRole('dialog', { name: 'Thank you for your feedback' });
    expect(screen.queryByRole('dialog', { name: 'Rate us' })).not.toBeInTheDocument();
    await waitFor(() => expect(score).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ score: 5 })));
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(android.toRate).not.toHaveBeenCalled();
  });

  it('Cancel closes it and sends nothing', async () => {
    const { dialog, score } = await openRating();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(score).not.toHaveBeenCalled();
    expect(android.toRate).not.toHaveBeenCalled();
  });
});

describe('loan details: the server message', () => {
  it('shows reyMsg with Cancel, which closes it', async () => {
    answerDetails(21, { reyMsg: 'Your loan is ready to withdraw.' });
    openDetails();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your loan is ready to withdraw.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it("'Withdraw Now' replaces the page with playeduL", async () => {
    answerDetails(21, { reyMsg: 'Your loan is ready to withdraw.', playeduL: '/withdraw?o=1' });
    openDetails();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    expect(replacePage).toHaveBeenCalledExactlyOnceWith('/withdraw?o=1');
  });
});

describe('loan details: the bank-card prompt (cardNeedPop 1)', () => {
  it('shows the server title and message', async () => {
    answerDetails(151);
    openDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Payout failed' });
    expect(dialog).toHaveTextContent('Please change your payout account so we can try again.');
  });

  it("'Change payout account' opens the bind-bank page with source=loanDetail and the common params", async () => {
    answerDetails(151);
    const { location } = openDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Payout failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change payout account' }));
    expect(location()?.pathname).toBe('/chiaJellyL');
    expect(queryOf(location()?.search)).toMatchObject({
      source: 'loanDetail',
      userId: '7',
      sessionId: 's-1',
      deviceId: 'd-1',
      orderId: '1',
      productId: '2',
    });
  });

  it('the close icon closes it (cardNeedPop set to 0)', async () => {
    answerDetails(151);
    const { location } = openDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Payout failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/squidChive');
    expect(sent('toP')).toEqual([]);
  });
});
