import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderChannelRoute } from '../../../test/render-channel.tsx';
import { HUICHAO, setUpCardStore } from '../../../test/repayment/card-store/card-store-test-kit.ts';
import { SESSION } from '../../../test/watched-mocks.ts';

const kit = setUpCardStore();

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  const { href, origin, hostname, protocol, host, port } = new URL('http://localhost:3000/h5/');
  vi.stubGlobal('location', {
    href,
    origin,
    hostname,
    protocol,
    host,
    port,
    pathname: '/h5/',
    search: '',
    assign,
  });
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const openWallet = async () => {
  renderChannelRoute(`/alipayrepayment?${SESSION}&orderId=1&amount=15632466`);
  await screen.findByRole('heading', { level: 1, name: 'Pay with the e-wallet' });
};
const tapOpen = () => userEvent.click(screen.getByRole('button', { name: 'Open the pay page' }));

describe('#/alipayrepayment: the e-wallet pay page', () => {
  it('asks for the pay page of the amount, opens it with a return address that carries no session', async () => {
    await openWallet();
    expect(screen.getByText('156.324,66 TZS')).toBeInTheDocument();
    await tapOpen();
    expect(kit.call(HUICHAO).mock.calls[0]?.[0]).toEqual({ userId: '7', orderId: '1', amount: 15_632_466 });
    expect(assign).toHaveBeenCalledTimes(1);
    const opened = new URL(String(assign.mock.calls[0]?.[0]));
    expect(opened.pathname).toBe('/sandbox/pay/mock-page');
    const back = opened.searchParams.get('return') ?? '';
    expect(back).toMatch(/^\/h5\/borrowDetail\?/);
    expect(new URLSearchParams(back.split('?')[1])).toSatisfy(
      (query: URLSearchParams) => query.get('orderId') === '1' && !query.has('sessionId'),
    );
    // The tab keeps the token until the borrower is back.
    expect(sessionStorage.getItem('tzl.returnSession')).toBe('s-1');
  });

  it('a pay page URL that may not be followed is never opened', async () => {
    kit.call(HUICHAO).mockImplementation(() => ({
      code: '00',
      message: '',
      data: { url: 'https://evil.example/pay', tradeNo: 'T1' },
    }));
    await openWallet();
    await tapOpen();
    expect(assign).not.toHaveBeenCalled();
    expect(kit.toasts()).toContain('The payment page could not be opened. Please choose another way to pay.');
    expect(sessionStorage.getItem('tzl.returnSession')).toBeNull();
  });

  it('javascript: is never followed either', async () => {
    kit.call(HUICHAO).mockImplementation(() => ({
      code: '00',
      message: '',
      data: { url: 'javascript:alert(1)', tradeNo: 'T1' },
    }));
    await openWallet();
    await tapOpen();
    expect(assign).not.toHaveBeenCalled();
  });

  it("a refusal toasts the server's message", async () => {
    kit.call(HUICHAO).mockImplementation(() => ({ code: '409', message: 'Nothing is owed on this loan' }));
    await openWallet();
    await tapOpen();
    expect(kit.toasts()).toContain('Nothing is owed on this loan');
    expect(assign).not.toHaveBeenCalled();
  });
});
