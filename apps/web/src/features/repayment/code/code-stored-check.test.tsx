import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPAYMENT_INFO_KEY } from '@tz-loan/contract/repayment/paths';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CODE, inMockApp, SESSION, spyCall } from '../../../test/repayment/due-test-kit.ts';
import { REPAYMENT_OWNER_KEY } from './code-stored-info.ts';
import { repaymentCodeMock, repaymentInfoMock } from './mock.ts';

inMockApp();

// SESSION is borrower 7; the mock server's open code of order 1 is trade TR20250602000117.
const OWNER = { userId: '7', orderId: '1', tradeNo: 'TR20250602000117', payCode: '845210337' };
const keep = (owner: Record<string, string>) => {
  localStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(repaymentInfoMock));
  localStorage.setItem(REPAYMENT_OWNER_KEY, JSON.stringify(owner));
};
const openStored = (query = `${SESSION}&orderId=1&productId=2`) => renderRoute(`/repaymentOfCode2?${query}`);
const noCodeShown = async () => {
  expect(await screen.findByText('No repayment code yet.')).toBeInTheDocument();
  expect(screen.queryByTestId('pay-code')).toBeNull();
};

describe('/repaymentOfCode2: the kept code belongs to one borrower and one order', () => {
  it('shows the kept code to the borrower and for the order it was made for, once the server has it open', async () => {
    const call = spyCall(CODE);
    keep(OWNER);
    openStored();
    expect(await screen.findByText('Contract number')).toBeInTheDocument();
    expect(screen.getByTestId('pay-code').textContent).toBe('845210337');
    expect(call).toHaveBeenCalledWith({ orderId: '1' });
  });

  it('another borrower on the same phone sees nothing kept, and nothing is asked', async () => {
    const call = spyCall(CODE);
    keep(OWNER);
    openStored('userId=8&sessionId=s-8&deviceId=d-1&orderId=1&productId=2');
    await noCodeShown();
    expect(call).not.toHaveBeenCalled();
  });

  it('another order of the same borrower sees nothing kept', async () => {
    keep(OWNER);
    openStored(`${SESSION}&orderId=2&productId=2`);
    await noCodeShown();
  });

  it('a code kept without its owner (an older app) is not shown', async () => {
    localStorage.setItem(REPAYMENT_INFO_KEY, JSON.stringify(repaymentInfoMock));
    openStored();
    await noCodeShown();
  });
});

describe('/repaymentOfCode2: the server decides whether the kept code is payable', () => {
  it('no open code on the server (cancelled when the borrower switched to the pay page): no code to pay', async () => {
    spyCall(CODE, () => ({ code: 404, message: 'There is no repayment code yet' }));
    keep(OWNER);
    openStored();
    await noCodeShown();
    expect(screen.getByRole('link', { name: 'Choose how to pay' })).toBeInTheDocument();
  });

  it("another open code on the server: the server's code, not the kept one", async () => {
    spyCall(CODE, () => ok({ ...repaymentCodeMock({ tradeNo: 'TR20250603000999' }), payCode: '555000111' }));
    keep(OWNER);
    openStored();
    expect((await screen.findByTestId('pay-code')).textContent).toBe('555000111');
    expect(screen.queryByText('Contract number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy pay code' })).toBeInTheDocument();
  });

  it('the kept code was paid meanwhile: the server says so, and it is not offered to copy', async () => {
    spyCall(CODE, () => ok(repaymentCodeMock({ orderId: '1', state: 'paid' })));
    keep(OWNER);
    openStored();
    expect(await screen.findByRole('status')).toHaveTextContent('This code has been paid.');
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(screen.queryByText('Contract number')).toBeNull();
  });

  it('no answer from the server: the code is not shown, and Retry asks again', async () => {
    const call = spyCall(CODE, () => Promise.reject(new TypeError('Failed to fetch')));
    keep(OWNER);
    openStored();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('pay-code')).toBeNull();
    call.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Contract number')).toBeInTheDocument();
  });
});
