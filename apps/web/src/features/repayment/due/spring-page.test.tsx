import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installNativeBack } from '../../../shared/bridge/bridge.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  answerDetails,
  DETAILS,
  inMockApp,
  linkTarget,
  loanDetailsMock,
  SESSION,
  sentCount,
  spyCall,
} from '../../../test/repayment/due-test-kit.ts';
import { wholeText } from '../../../test/whole-text.ts';

inMockApp();

const openSpring = () => renderRoute(`/spring?${SESSION}&orderId=1&productId=2`);
const plan174 = loanDetailsMock(174).plan;

describe('/spring: whether to repay', () => {
  it('shows the amount due now and its due date (the first unpaid instalment) with the notice', async () => {
    const details = answerDetails(174);
    openSpring();
    expect(await screen.findByRole('heading', { level: 1, name: 'Time to repay' })).toBeInTheDocument();
    expect(details).toHaveBeenCalledWith({ orderId: '1', productId: '2' });
    expect(screen.getByText('Amount due').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByText('Due date').nextSibling).toHaveTextContent('2025-06-02');
    expect(screen.getByText('Payment due')).toBeInTheDocument();
    expect(screen.getByText(wholeText(/156\.324,66 TZS is due on 2025-06-02/))).toBeInTheDocument();
  });

  it('skips the paid instalments', async () => {
    answerDetails(174, {
      plan: plan174.map((i, index) => (index === 0 ? { ...i, state: 'paid' } : i)),
    });
    openSpring();
    expect(await screen.findByText('Due date')).toBeInTheDocument();
    expect(screen.getByText('Due date').nextSibling).toHaveTextContent('2025-07-02');
  });

  it("'Repay now' goes to /sunflowerP and 'Roll over' to /marmaladeT when isDelay is '1'", async () => {
    answerDetails(180, { isDelay: '1' });
    openSpring();
    expect(linkTarget(await screen.findByRole('link', { name: 'Repay now' }))).toMatchObject({
      path: '/sunflowerP',
      query: { orderId: '1', productId: '2', userId: '7' },
    });
    expect(linkTarget(screen.getByRole('link', { name: 'Roll over' }))).toMatchObject({
      path: '/marmaladeT',
      query: { orderId: '1', productId: '2' },
    });
  });

  it("no 'Roll over' when the order may not be deferred (isDelay '0')", async () => {
    answerDetails(174, { isDelay: '0' });
    openSpring();
    expect(await screen.findByRole('link', { name: 'Repay now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Roll over' })).toBeNull();
  });

  it("'Later' closes the webview (bridge closeWebview)", async () => {
    answerDetails(174);
    openSpring();
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(sentCount('closeWebview')).toBe(1);
  });

  it('native back closes the webview', async () => {
    installNativeBack();
    answerDetails(174);
    openSpring();
    await screen.findByRole('button', { name: 'Later' });
    expect(window.onNativeBack?.()).toBe(true);
    expect(sentCount('closeWebview')).toBe(1);
  });

  it.each([
    ['settled (status 200)', () => answerDetails(200)],
    [
      'every instalment paid',
      () => answerDetails(180, { plan: plan174.map((i) => ({ ...i, state: 'paid' as const })) }),
    ],
    ['not paid out yet (status 110)', () => answerDetails(110)],
  ])("nothing due, %s: 'Nothing to pay' and only a close button", async (_, answer) => {
    answer();
    openSpring();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to pay' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    expect(screen.queryAllByRole('link')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sentCount('closeWebview')).toBe(1);
  });

  it('a refused load says why, and Retry loads again', async () => {
    const details = spyCall(DETAILS, () => ({ code: 404, message: 'This order was not found' }));
    openSpring();
    expect(await screen.findByText('This order was not found')).toBeInTheDocument();
    details.mockRestore();
    answerDetails(174);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Repay now' })).toBeInTheDocument();
  });
});
