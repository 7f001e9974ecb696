import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  CODE,
  inMockApp,
  linkTarget,
  SESSION,
  spyCall,
  stubClipboard,
  stubExecCommand,
} from '../../../test/repayment/due-test-kit.ts';
import { repaymentCodeMock } from './mock.ts';

inMockApp();

const openCode = (query = 'orderId=1&productId=2') => renderRoute(`/repaymentOfCode?${SESSION}&${query}`);
const answerState = (state: 'paid' | 'replaced' | 'failed', tradeNo?: string) =>
  spyCall(CODE, () => ok(repaymentCodeMock({ tradeNo, orderId: '1', state })));

describe('/repaymentOfCode: showType 1, a copyable pay code', () => {
  it('shows the repayment amount, the pay code large, the channel image and name, and the tips', async () => {
    const call = spyCall(CODE);
    openCode();
    expect(await screen.findByRole('heading', { level: 1, name: 'Repayment code' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ orderId: '1' });
    expect(screen.getByText('Repayment amount').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByTestId('pay-code').textContent).toBe('845210337');
    const channel = screen.getByRole('img', { name: 'M-Pesa' });
    expect(channel.getAttribute('src')).toBe('/channels/mpesa.svg');
    expect(screen.getByText('M-Pesa', { selector: 'span' })).toBeInTheDocument();
    const tips = within(screen.getByRole('list'));
    expect(tips.getAllByRole('listitem')[1]).toHaveTextContent('Business number: 888999');
    await waitFor(() => expect(document.title).toBe('Repayment code'));
  });

  it('after a part paid at an agent, shows what is left to pay on the code, still open to pay', async () => {
    spyCall(CODE, () => ok({ ...repaymentCodeMock({ orderId: '1' }), remaining: 56_324_66 }));
    openCode();
    expect(await screen.findByText('Left to pay on this code')).toBeInTheDocument();
    expect(screen.getByText('Repayment amount').nextSibling).toHaveTextContent('156.324,66 TZS');
    expect(screen.getByTestId('code-remaining')).toHaveTextContent('56.324,66 TZS');
    expect(screen.getByRole('button', { name: 'Copy pay code' })).toBeInTheDocument();
  });

  it('a code not paid yet shows no left-to-pay line', async () => {
    openCode();
    await screen.findByRole('heading', { level: 1, name: 'Repayment code' });
    expect(screen.queryByTestId('code-remaining')).toBeNull();
  });

  it('gives the business number to pay to beside the pay code, each with its own Copy', async () => {
    const writeText = stubClipboard(true);
    openCode();
    const business = await screen.findByTestId('business-number');
    expect(business.textContent).toBe('888999');
    expect(business.previousSibling).toHaveTextContent('Business number (Lipa Bili)');
    // Beside the code: in the same card, just before the pay code.
    expect(business.closest('section')).toBe(screen.getByTestId('pay-code').closest('section'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy business number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Copy pay code' }));
    expect(writeText.mock.calls).toEqual([['888999'], ['845210337']]);
  });

  it("Copy copies the pay code and says 'Copied'", async () => {
    const writeText = stubClipboard(true);
    openCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy pay code' }));
    expect(writeText).toHaveBeenCalledWith('845210337');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('when the webview refuses the clipboard, Copy falls back to execCommand', async () => {
    stubClipboard(false);
    const exec = stubExecCommand(true);
    openCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy pay code' }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('when nothing can copy, it says to press and hold the code (shown selectable)', async () => {
    stubClipboard(false);
    stubExecCommand(false);
    openCode();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy pay code' }));
    expect(
      await screen.findByText('Could not copy. Press and hold the code to copy it.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-code')).toHaveClass('code-value');
  });

  it('a trade is asked for by its tradeNo', async () => {
    const call = spyCall(CODE);
    openCode('tradeNo=TR20250602000117&orderId=1&productId=2');
    await screen.findByTestId('pay-code');
    expect(call).toHaveBeenCalledWith({ tradeNo: 'TR20250602000117' });
  });

  it("links to 'Payment instructions' and 'Back to my loan' for this order", async () => {
    openCode('tradeNo=TR20250602000117&productId=2');
    const instructions = await screen.findByRole('link', { name: 'Payment instructions' });
    expect(linkTarget(instructions)).toMatchObject({
      path: '/dragonpayPaymentInstructions',
      query: { orderId: '1', productId: '2', userId: '7', sessionId: 's-1' },
    });
    expect(linkTarget(screen.getByRole('link', { name: 'Back to my loan' }))).toMatchObject({
      path: '/squidChive',
      query: { orderId: '1', productId: '2' },
    });
  });
});

describe('/repaymentOfCode: showType 2, a QR code', () => {
  it('after a part, the QR is named with what is left to pay', async () => {
    spyCall(CODE, () =>
      ok({ ...repaymentCodeMock({ tradeNo: 'QR20250602000118', orderId: '1' }), remaining: 6_324_66 }),
    );
    openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
    expect(await screen.findByRole('img', { name: 'QR code to pay 6.324,66 TZS' })).toBeInTheDocument();
  });

  it('shows the QR image with the amount in its name, and the tips; no pay code to copy', async () => {
    openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
    const qr = await screen.findByRole('img', { name: 'QR code to pay 156.324,66 TZS' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByText('Open your wallet app and choose Scan QR.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(screen.queryByTestId('pay-code')).toBeNull();
  });

  it('offers to save the QR image under a clear name, for paying from this same phone', async () => {
    openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
    const save = await screen.findByRole('link', { name: 'Save QR image' });
    const qr = screen.getByRole('img', { name: 'QR code to pay 156.324,66 TZS' });
    // The browser here draws no PNG: the QR is saved as it came.
    expect(save.getAttribute('href')).toBe(qr.getAttribute('src'));
    expect(save.getAttribute('download')).toBe('lipa-qr-QR20250602000118.svg');
    expect(screen.queryByRole('button', { name: 'Share QR image' })).toBeNull();
  });

  it('shares the QR image as a file where the browser can share files', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { share, canShare: () => true });
    try {
      openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
      await userEvent.click(await screen.findByRole('button', { name: 'Share QR image' }));
      const [[shared]] = share.mock.calls as unknown as [[{ files: File[] }]];
      expect(shared.files.map((file) => [file.name, file.type])).toEqual([
        ['lipa-qr-QR20250602000118.svg', 'image/svg+xml'],
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
    }
  });
});

describe('/repaymentOfCode: a code that is no longer open', () => {
  it("paid: 'This code has been paid.' above the code, and no Copy", async () => {
    answerState('paid');
    openCode();
    expect(await screen.findByRole('status')).toHaveTextContent('This code has been paid.');
    expect(screen.getByTestId('pay-code')).toHaveClass('code-dim');
    expect(screen.queryByTestId('business-number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
  });

  it("replaced: 'A newer code replaced this one. Use the latest code.' and a link to the order's latest code", async () => {
    answerState('replaced', 'TR20250602000117');
    openCode('tradeNo=TR20250602000117&orderId=1&productId=2');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A newer code replaced this one. Use the latest code.',
    );
    const latest = linkTarget(screen.getByRole('link', { name: 'Show the latest code' }));
    expect(latest.path).toBe('/repaymentOfCode');
    expect(latest.query).toMatchObject({ orderId: '1', productId: '2' });
    expect(latest.query.tradeNo).toBeUndefined();
  });

  it("failed: 'This payment did not go through.' and the way to pay again", async () => {
    answerState('failed', 'QR20250602000118');
    openCode('tradeNo=QR20250602000118&orderId=1&productId=2');
    expect(await screen.findByRole('status')).toHaveTextContent('This payment did not go through.');
    expect(linkTarget(screen.getByRole('link', { name: 'Choose how to pay' })).path).toBe('/sunflowerP');
  });
});

describe('/repaymentOfCode: no code', () => {
  it("not found (no code yet for the order): 'No repayment code yet.' and 'Choose how to pay' to /sunflowerP", async () => {
    spyCall(CODE, () => ({ code: 404, message: 'This order has no repayment code yet' }));
    openCode();
    expect(await screen.findByText('No repayment code yet.')).toBeInTheDocument();
    expect(linkTarget(screen.getByRole('link', { name: 'Choose how to pay' }))).toMatchObject({
      path: '/sunflowerP',
      query: { orderId: '1', productId: '2', userId: '7' },
    });
    expect(screen.queryByText('This order has no repayment code yet')).toBeNull();
  });

  it('neither tradeNo nor orderId: no call, no code yet', async () => {
    const call = spyCall(CODE);
    renderRoute(`/repaymentOfCode?${SESSION}`);
    expect(await screen.findByText('No repayment code yet.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('another refusal says why, and Retry loads again', async () => {
    const call = spyCall(CODE, () => ({ code: 400, message: 'tradeNo is not valid' }));
    openCode('tradeNo=bad&orderId=1');
    expect(await screen.findByText('tradeNo is not valid')).toBeInTheDocument();
    call.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pay-code')).toBeInTheDocument();
  });
});
