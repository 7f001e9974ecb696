import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { answerDetails, inMockApp, linkTarget, SESSION } from '../../../test/repayment/due-test-kit.ts';

inMockApp();

const openChoice = () => renderRoute(`/leadership?${SESSION}&orderId=1&productId=2`);

describe('/leadership: repay choice', () => {
  it('the due summary at the top: amount due now and its date', async () => {
    answerDetails(180);
    openChoice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose how to repay' })).toBeInTheDocument();
    expect(screen.getByText('Amount due').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByText('Due date').nextSibling).toHaveTextContent('2025-06-02');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('lists the four ways to repay, each a row with an icon and one line, with the right links', async () => {
    answerDetails(174);
    openChoice();
    const ways = within(await screen.findByRole('navigation', { name: 'Ways to repay' }));
    const links = ways.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Instalment repayment',
      'Pay with a debit card',
      'Repayment code',
      'Payment instructions',
    ]);
    expect(links.map((link) => linkTarget(link).path)).toEqual([
      '/sunflowerP',
      '/h5/borrowDetail',
      '/repaymentOfCode',
      '/dragonpayPaymentInstructions',
    ]);
    for (const link of links) {
      expect(linkTarget(link).query).toMatchObject({ orderId: '1', productId: '2', userId: '7' });
      expect(link.querySelector('svg.choice-icon')).not.toBeNull();
    }
    // The repayment code of the order (its latest open code), not of one trade.
    expect(linkTarget(links[2] as HTMLElement).query.tradeNo).toBeUndefined();
  });

  it("'Pay with a debit card' opens the channel app's /h5/borrowDetail with the order and the common params", async () => {
    answerDetails(180);
    openChoice();
    const link = await screen.findByRole('link', { name: 'Pay with a debit card' });
    // A full navigation to the other app, not a route of this one: its real path, which the server
    // renders with the order, the session and the language in its query.
    expect(link.getAttribute('href')).toMatch(/^\/h5\/borrowDetail\?[^#]*$/);
    expect(linkTarget(link).query).toMatchObject({ orderId: '1', productId: '2', userId: '7' });
  });

  it("nothing due: 'Nothing to pay' and the way back to the loan, no ways to repay", async () => {
    answerDetails(200);
    openChoice();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Ways to repay' })).toBeNull();
    expect(linkTarget(screen.getByRole('link', { name: 'Back to my loan' }))).toMatchObject({
      path: '/squidChive',
      query: { orderId: '1', productId: '2' },
    });
  });
});
