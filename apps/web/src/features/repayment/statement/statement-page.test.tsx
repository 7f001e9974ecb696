import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { inMockApp, linkTarget, SESSION, spyCall } from '../../../test/repayment/due-test-kit.ts';
import { loanStatementMock } from './mock.ts';

inMockApp();
afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoute(`/loanStatement?${SESSION}&orderId=1`);

/** axe's WCAG rules on what the test rendered (jsdom paints nothing: contrast is left to e2e). */
const axeViolations = async () =>
  (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => v.id,
  );

describe('/loanStatement', () => {
  it('lists every entry with its date, amount and running balance, and the totals', async () => {
    const call = spyCall('GET /v3/repay/statement');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan statement' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ orderId: '1' });
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(loanStatementMock.lines.length);
    expect(lines[0]).toHaveTextContent(
      '2025-05-02 10:00:00Loan paid outAmount 400.000,00 TZSBalance 400.000,00 TZS',
    );
    expect(lines[5]).toHaveTextContent('Payment SBXPAY-1Amount -155.000,00 TZSBalance 273.000,00 TZS');
    expect(screen.getByText('Owed today').nextSibling).toHaveTextContent('273.000,00 TZS');
    expect(screen.getByText('Paid so far').nextSibling).toHaveTextContent('157.000,00 TZS');
    expect(await axeViolations()).toEqual([]);
  });

  it("a payment's line opens its receipt", async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Payment SBXPAY-1' });
    expect(linkTarget(link)).toMatchObject({
      path: '/paymentReceipt',
      query: { orderId: '1', paymentId: '11', userId: '7' },
    });
  });

  it("'Download PDF' opens the signed address the server gives, which carries no session", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const link = spyCall('POST /v3/repay/statement-pdf-link');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(link).toHaveBeenCalledWith(expect.objectContaining({ orderId: '1' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = String(assign.mock.calls[0]?.[0]);
    expect(url).toMatch(/^\/tapi\/v3\/repay\/statement\.pdf\?/);
    expect(url).not.toContain('sessionId');
  });

  it('says a refusal with Retry', async () => {
    spyCall('GET /v3/repay/statement', () => ({ code: 404, message: 'This order does not exist' }));
    open();
    expect(await screen.findByRole('heading', { name: 'Could not load your statement' })).toBeInTheDocument();
    expect(screen.getByText('This order does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
