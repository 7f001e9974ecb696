import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockMode } from '../../shared/http/mock-mode.ts';
import {
  fill,
  restoreBankStubs,
  type SentRequest,
  stubBankServer,
  stubNative,
} from '../../test/bank/bank-test-kit.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { resetBankMocks } from './mock.ts';

vi.mock('./bank-picker.tsx', () => import('./bank-fake-picker.tsx'));

const SESSION = 'userId=u1&sessionId=s1';
const ACCOUNT = '/v3/certify/bank-account';
const withAccount = (account: unknown) => ({
  [ACCOUNT]: () => ({ code: 0, message: 'success', data: { account } }),
});
const queryOf = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

afterEach(restoreBankStubs);

describe('/styled: the bound account', () => {
  it('shows the current account masked: provider and **** with the last 4 digits', async () => {
    let sent: SentRequest[] = [];
    ({ sent } = stubBankServer(
      withAccount({ cardType: '1', bankCode: 'TZ0001', bankName: 'M-Pesa', cardNo: '****5678' }),
    ));
    renderRoute(`/styled?${SESSION}`);
    expect(await screen.findByText('M-Pesa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payout account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Mobile money')).toBeInTheDocument();
    expect(screen.getByText('****5678')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual([ACCOUNT]);
    const change = screen.getByRole('link', { name: 'Change account' });
    expect(change.getAttribute('href')?.startsWith('/chiaJellyL?')).toBe(true);
    expect(queryOf(change.getAttribute('href'))).toMatchObject({ userId: 'u1', source: 'styled' });
  });

  it('a bank account shows its bank', async () => {
    stubBankServer(
      withAccount({ cardType: '2', bankCode: 'TZB002', bankName: 'NMB Bank', cardNo: '****0042' }),
    );
    renderRoute(`/styled?${SESSION}`);
    expect(await screen.findByText('NMB Bank')).toBeInTheDocument();
    expect(screen.getByText('Bank account')).toBeInTheDocument();
    expect(screen.getByText('****0042')).toBeInTheDocument();
  });

  it("no account: 'No account bound yet' and 'Add account'", async () => {
    stubBankServer(withAccount(null));
    renderRoute(`/styled?${SESSION}`);
    expect(await screen.findByText('No account bound yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toBeInTheDocument();
  });

  it('mock mode: add an account on /chiaJellyL and come back to see it masked', async () => {
    setMockMode(true);
    resetBankMocks();
    stubNative();
    const user = userEvent.setup();
    const view = renderRoute(`/styled?${SESSION}&mock=1`);
    await user.click(await screen.findByRole('link', { name: 'Add account' }));
    await screen.findByRole('tab', { name: 'Mobile money' });
    await fill(user, '0712345678');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Mock mode answers as the sandbox wallet: the holder is named for the borrower to confirm.
    const question = await screen.findByRole('dialog', { name: 'Account holder' });
    expect(question).toHaveTextContent('This wallet is registered to JUMA S. — is that you?');
    await user.click(screen.getByRole('button', { name: "Yes, it's me" }));
    expect(await screen.findByText('****5678')).toBeInTheDocument();
    expect(screen.getByText('Airtel Money')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change account' })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe('/styled');
  });
});
