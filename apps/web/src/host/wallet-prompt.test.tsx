import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HostApp } from './HostApp.tsx';
import { WALLET_POLL_MS } from './wallet-prompts.ts';

// The sandbox wallet's PIN prompts on /host's phone: the dev API answered by a fake fetch.

type Prompt = {
  reference: string;
  wallet: string;
  phone: string;
  amount: number;
  payee: string;
  expiresAt: string;
};

let waiting: Prompt[] = [];
let asked = 0;
const answers: Record<string, string>[] = [];

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  waiting = [];
  asked = 0;
  answers.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/tapi/dev/wallet-prompts') {
        asked += 1;
        return envelope({ prompts: waiting });
      }
      if (pathname === '/tapi/dev/wallet-prompts/answer') {
        const answer = Object.fromEntries(new URLSearchParams(String(init?.body)));
        answers.push(answer);
        waiting = waiting.filter((prompt) => prompt.reference !== answer.reference);
        return envelope({ state: answer.answer === 'approve' ? 'approved' : 'declined' });
      }
      return new Response(JSON.stringify({ code: 404, message: 'Not here' }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const aPrompt = (change: Partial<Prompt> = {}): Prompt => ({
  reference: 'PU202506020001',
  wallet: 'M-Pesa',
  phone: '0754 123 456',
  amount: 15_632_466,
  payee: 'TZ Loan',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...change,
});

const poll = () => act(() => vi.advanceTimersByTimeAsync(WALLET_POLL_MS));
const setUp = async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<HostApp />);
  // A screen in the webview: the borrower app is open on the phone.
  await user.click(screen.getByRole('button', { name: 'loan agreement' }));
  return user;
};
const promptOnPhone = async (name = 'Wallet PIN prompt') =>
  within(await screen.findByRole('alertdialog', { name }));

describe("/host: the wallet's PIN prompt on the phone", () => {
  test('asks the sandbox only while the webview is open', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<HostApp />);
    await poll();
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'loan agreement' }));
    await waitFor(() => expect(asked).toBe(1));
    await poll();
    await waitFor(() => expect(asked).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await poll();
    await poll();
    expect(asked).toBe(2);
  });

  test('shows the payment like a USSD push; Approve with a 4-digit PIN answers approve, and it goes', async () => {
    const user = await setUp();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    waiting = [aPrompt()];
    await poll();
    const prompt = await promptOnPhone();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'M-Pesa: pay 156.324,66 TZS to TZ Loan? Enter PIN',
    );
    expect(prompt.getByText('To 0754 123 456')).toBeInTheDocument();

    const pin = prompt.getByLabelText('PIN');
    await user.type(pin, '12');
    await user.click(prompt.getByRole('button', { name: 'Approve' }));
    expect(prompt.getByRole('alert')).toHaveTextContent('Enter your 4-digit PIN');
    expect(answers).toEqual([]);

    await user.type(pin, '34');
    await user.click(prompt.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(answers).toEqual([{ reference: 'PU202506020001', answer: 'approve' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await poll();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('Cancel declines', async () => {
    const user = await setUp();
    waiting = [aPrompt()];
    await poll();
    const prompt = await promptOnPhone();
    await user.click(prompt.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([{ reference: 'PU202506020001', answer: 'decline' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a prompt nobody answers leaves the phone when it expires, without an answer', async () => {
    await setUp();
    waiting = [aPrompt({ expiresAt: new Date(Date.now() + 5_000).toISOString() })];
    await poll();
    await promptOnPhone();
    // Still listed by the sandbox until its next sweep: the phone goes by the time itself.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(answers).toEqual([]);
  });

  test("speaks the phone's language", async () => {
    localStorage.setItem('tzHost.language', 'sw');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'mkataba wa mkopo' }));
    waiting = [aPrompt()];
    await poll();
    const prompt = await promptOnPhone('Ombi la namba ya siri ya pesa kwa simu');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'M-Pesa: lipa 156.324,66 TZS kwa TZ Loan? Weka namba ya siri',
    );
    expect(prompt.getByLabelText('Namba ya siri')).toBeInTheDocument();
    expect(prompt.getByRole('button', { name: 'Idhinisha' })).toBeInTheDocument();
    expect(prompt.getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
  });
});
