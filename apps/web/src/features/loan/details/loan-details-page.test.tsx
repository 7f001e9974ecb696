import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installNativeBack } from '../../../shared/bridge/bridge.ts';
import {
  android,
  answerDetails,
  inMockApp,
  openDetails,
  queryOf,
  SESSION,
  sent,
  spyCall,
} from '../../../test/loan/loan-details-test-kit.tsx';
import { wholeText } from '../../../test/whole-text.ts';
import { openPage, replacePage } from './page-nav.ts';

vi.mock('./page-nav.ts', () => ({ replacePage: vi.fn(), openPage: vi.fn() }));
inMockApp();

const buttonNames = () =>
  Array.from(document.querySelectorAll('.ld-actions button'), (button) => button.textContent);

describe('loan details: the order', () => {
  it('says when we last reminded the borrower, and nothing before any reminder', async () => {
    answerDetails(174, {
      isScore: 0,
      reminders: [
        { kind: 'before', sentAt: '2025-05-30 08:00:02' },
        { kind: 'due', sentAt: '2025-06-02 08:00:04' },
      ],
    });
    openDetails();
    expect(
      await screen.findByText((_, node) => node?.textContent === 'We reminded you on 2025-06-02'),
    ).toBeInTheDocument();
  });

  it('shows no reminder line when none was sent', async () => {
    answerDetails(170, { isScore: 0, reminders: [] });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/We reminded you/)).toBeNull();
  });

  it.each([
    [21, 'review'],
    [110, 'approved'],
    [151, 'payout-failed'],
    [174, 'due'],
    [180, 'overdue'],
    [200, 'settled'],
    [170, 'neutral'],
    [40, 'neutral'],
  ])('status %i has its own status icon (%s)', async (status, icon) => {
    answerDetails(status, { isScore: 0, cardNeedPop: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe(icon);
  });

  it('shows the notice status text and description, logo, name, Loan amount, detail rows and the plan', async () => {
    answerDetails(170, { isScore: 0 });
    openDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Repaying' })).toBeInTheDocument();
    expect(screen.getByText(wholeText('Next payment 156.324,66 TZS on 2025-06-02.'))).toBeInTheDocument();
    expect(screen.getByText('Mwezi Plus')).toBeInTheDocument();
    expect(document.querySelector('.ld-product img')?.getAttribute('src')).toBe('/logos/mwezi.svg');
    expect(document.querySelector('.ld-product img')?.getAttribute('fetchpriority')).toBe('low');
    expect(screen.getByText('Loan amount', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('600.000,00 TZS', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Total repayable').nextSibling).toHaveTextContent('625.298,63 TZS');
    const plan = screen.getByRole('heading', { name: 'Repayment plan' }).nextElementSibling as HTMLElement;
    expect(within(plan).getAllByRole('listitem')).toHaveLength(4);
    expect(within(plan).getAllByRole('listitem')[0]).toHaveTextContent(
      '1/4 · 2025-06-02156.324,66 TZSUnpaid',
    );
    await waitFor(() => expect(document.title).toBe('Loan Details'));
  });

  it('/squidChive1 is the same screen', async () => {
    answerDetails(200);
    openDetails('/squidChive1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settled' })).toBeInTheDocument();
  });

  it('a refused load says why, and Retry loads again', async () => {
    const details = spyCall('GET /v3/loan-details/loan-details', () => ({
      code: 404,
      message: 'This order was not found',
    }));
    openDetails();
    expect(await screen.findByText('This order was not found')).toBeInTheDocument();
    details.mockRestore();
    answerDetails(170, { isScore: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Repaying' })).toBeInTheDocument();
  });

  it('native back on the first screen of the webview is not handled: the native side closes it', async () => {
    installNativeBack();
    answerDetails(170, { isScore: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(window.onNativeBack?.()).toBe(false);
  });

  it('native back on loan details reached within the app goes back to the screen before', async () => {
    installNativeBack();
    window.history.replaceState({ idx: 2 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      answerDetails(170, { isScore: 0 });
      openDetails();
      await screen.findByRole('heading', { level: 1 });
      expect(window.onNativeBack?.()).toBe(true);
      expect(back).toHaveBeenCalledOnce();
      expect(android.closeWebview).not.toHaveBeenCalled();
    } finally {
      back.mockRestore();
      window.history.replaceState(null, '');
    }
  });
});

describe('loan details: buttons per status', () => {
  it.each([
    [174, '1', ['REPAY', 'Roll over']],
    [180, '1', ['REPAY', 'Roll over']],
    [174, '0', ['Repayment']],
    [180, '0', ['Repayment']],
    [170, '0', ['Repayment']],
    [200, '0', ['Borrow Again']],
    [21, '0', []],
    [110, '0', []],
    [151, '0', []],
  ] as const)('status %i with isDelay %s: %j', async (status, isDelay, names) => {
    answerDetails(status, { isDelay, isScore: 0, cardNeedPop: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(buttonNames()).toEqual(names);
  });

  it("'Roll over' has 'Short of money?' beside it and opens the roll-over", async () => {
    answerDetails(180, { isDelay: '1' });
    const { location } = openDetails();
    const rollover = await screen.findByRole('button', { name: 'Roll over' });
    expect(rollover.parentElement).toHaveTextContent('Short of money?');
    await userEvent.click(rollover);
    expect(location()?.pathname).toBe('/marmaladeT');
    expect(queryOf(location()?.search)).toMatchObject({ userId: '7', sessionId: 's-1', orderId: '1' });
  });

  it.each(['REPAY', 'Repayment'])(
    "'%s' opens the repay choice when the server gives no h5Url",
    async (name) => {
      answerDetails(180, { isDelay: name === 'REPAY' ? '1' : '0' });
      const { location } = openDetails();
      await userEvent.click(await screen.findByRole('button', { name }));
      expect(location()?.pathname).toBe('/leadership');
      expect(queryOf(location()?.search)).toMatchObject({ userId: '7', sessionId: 's-1', orderId: '1' });
    },
  );

  it("'Repayment' opens h5Url when the server gives one on this site", async () => {
    answerDetails(170, { isScore: 0, h5Url: '/pay/here' });
    openDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Repayment' }));
    expect(openPage).toHaveBeenCalledExactlyOnceWith('/pay/here');
  });

  it("'Repayment' never opens another site's h5Url: the repay choice instead", async () => {
    answerDetails(170, { isScore: 0, h5Url: 'https://evil.example/pay' });
    const { location } = openDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Repayment' }));
    expect(openPage).not.toHaveBeenCalled();
    expect(location()?.pathname).toBe('/leadership');
  });

  it("'Borrow Again' saves the event (module 30, position 0), then opens the product via the native bridge", async () => {
    answerDetails(200);
    const event = spyCall('POST /service/event/save');
    openDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() => expect(sent('toP')).toEqual([{ productId: '2' }]));
    expect(event).toHaveBeenCalledExactlyOnceWith({ productId: '2', moduleId: 30, positionId: 0 });
    expect(event.mock.invocationCallOrder[0]).toBeLessThan(android.toP?.mock.invocationCallOrder[0] ?? 0);
  });

  it("'Borrow Again' opens the product even when the event call fails", async () => {
    answerDetails(200);
    spyCall('POST /service/event/save', () => {
      throw new TypeError('offline');
    });
    openDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrow Again' }));
    await waitFor(() => expect(sent('toP')).toEqual([{ productId: '2' }]));
  });
});

describe('loan details: playeduL', () => {
  it('a non-empty playeduL with a status other than 21 replaces the page with it', async () => {
    answerDetails(110, { playeduL: '/somewhere?x=1' });
    openDetails();
    await waitFor(() => expect(replacePage).toHaveBeenCalledExactlyOnceWith('/somewhere?x=1'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('at status 21 the page stays', async () => {
    answerDetails(21, { playeduL: '/somewhere' });
    openDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Under review' })).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });

  it("another site's playeduL is not followed", async () => {
    answerDetails(110, { playeduL: 'https://evil.example/x' });
    openDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved' })).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });
});

describe('loan details: recommended products', () => {
  it("are shown with 'Click to view more products' only when the loan-market flag is on", async () => {
    answerDetails(200, { loanMarket: 0 });
    openDetails();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Click to view more products')).not.toBeInTheDocument();
    expect(screen.queryByText('Haraka Loan')).not.toBeInTheDocument();
  });

  it('show name, logo, range, rate, description and button text; the button opens the product', async () => {
    answerDetails(200);
    openDetails();
    const item = (await screen.findByText('Haraka Loan')).closest('li') as HTMLElement;
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/logos/haraka.svg');
    expect(item).toHaveTextContent('400.000,00 - 600.000,00 TZS');
    expect(item).toHaveTextContent('APR 10,70%91 days, 1 instalment');
    await userEvent.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(sent('toP')).toEqual([{ productId: '1' }]);
    const more = screen.getByRole('link', { name: 'Click to view more products' });
    const url = new URL(more.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/period');
    expect(queryOf(url.search)).toMatchObject(queryOf(SESSION));
  });
});
