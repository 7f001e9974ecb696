import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HostApp } from './HostApp.tsx';

// The USSD simulator on /host's phone: the service answered by a fake fetch, as the gateway sees it.

type Sent = { url: string; contentType: string; fields: Record<string, string> };
let sent: Sent[] = [];
let answers: string[] = [];

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/ussd') {
        const headers = new Headers(init?.headers);
        sent.push({
          url,
          contentType: headers.get('Content-Type') ?? '',
          fields: Object.fromEntries(new URLSearchParams(String(init?.body))),
        });
        return new Response(answers.shift() ?? 'END Nothing more', {
          headers: { 'Content-Type': 'text/plain' },
        });
      }
      return new Response(JSON.stringify({ code: 404, message: 'Not here' }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const loggedIn = () =>
  localStorage.setItem(
    'tzHost.session',
    JSON.stringify({ userId: 'u1', sessionId: 's1', mobilePhone: '255712345678' }),
  );

type User = ReturnType<typeof userEvent.setup>;
const dial = async (user: User, keys: string, names = { phone: 'Phone', call: 'Call' }) => {
  const dialler = within(screen.getByRole('dialog', { name: names.phone }));
  for (const key of keys) await user.click(dialler.getByRole('button', { name: key }));
  await user.click(dialler.getByRole('button', { name: names.call }));
};
const ussdDialog = () => screen.findByRole('dialog', { name: 'USSD' });

describe("/host's USSD simulator", () => {
  test('dialling *150*00# posts what the gateway would: a new session, the caller, the code and empty text', async () => {
    loggedIn();
    answers = ['CON Karibu TZ Loan\n1. Salio\n2. Lipa'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    expect(screen.getByText('Calling from 0712 345 678')).toBeInTheDocument();
    await dial(user, '*150*00#');
    const dialog = await ussdDialog();
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('Karibu TZ Loan\n1. Salio\n2. Lipa'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.fields).toEqual({
      sessionId: expect.stringMatching(/^ATUid_[0-9a-f]{24}$/),
      serviceCode: '*150*00#',
      phoneNumber: '+255712345678',
      networkCode: '63902',
      text: '',
    });
  });

  test('each answer is sent with all before it, joined by *; END shows its text and OK closes the session', async () => {
    loggedIn();
    answers = ['CON Menu\n1. Balance', 'CON Loan\n2. Pay', 'END Your balance is 100.000,00 TZS'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*150*00#');
    const dialog = within(await ussdDialog());
    await user.type(await dialog.findByLabelText('Your answer'), '1');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'USSD' })).toHaveAccessibleDescription('Loan\n2. Pay'),
    );
    await user.type(dialog.getByLabelText('Your answer'), '2');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Your balance is 100.000,00 TZS')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Your answer')).toBeNull();

    expect(sent.map((request) => request.fields.text)).toEqual(['', '1', '1*2']);
    expect(new Set(sent.map((request) => request.fields.sessionId)).size).toBe(1);

    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Dialled again: a new session.
    answers = ['END Bye'];
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*150*00#');
    expect(await within(await ussdDialog()).findByText('Bye')).toBeInTheDocument();
    expect(sent[3]?.fields.text).toBe('');
    expect(sent[3]?.fields.sessionId).not.toBe(sent[0]?.fields.sessionId);
  });

  test('Cancel on a menu closes it without another request', async () => {
    loggedIn();
    answers = ['CON Menu\n1. Balance'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*150*00#');
    const dialog = within(await ussdDialog());
    await dialog.findByLabelText('Your answer');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  test('another code gets "Unknown service code" without a request; the number can be typed and corrected', async () => {
    loggedIn();
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    const number = screen.getByLabelText('Number to dial');
    await user.type(number, '*150*011');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(number).toHaveValue('*150*01');
    await user.type(number, '#{Enter}');
    const dialog = within(await ussdDialog());
    expect(dialog.getByText('Unknown service code')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  test('before a login it calls from the number typed on the login screen', async () => {
    answers = ['END Ingia kwanza'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.type(screen.getByLabelText('Mobile number'), '0754 123 456');
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*150*00#');
    expect(await within(await ussdDialog()).findByText('Ingia kwanza')).toBeInTheDocument();
    expect(sent[0]?.fields.phoneNumber).toBe('+255754123456');
  });

  test('a service that does not answer in CON or END is said so, and closes', async () => {
    loggedIn();
    answers = ['Internal error'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*150*00#');
    const dialog = within(await ussdDialog());
    expect(await dialog.findByText('Connection problem or invalid MMI code')).toBeInTheDocument();
  });

  test("speaks the phone's language", async () => {
    loggedIn();
    localStorage.setItem('tzHost.language', 'sw');
    answers = ['CON Karibu\n1. Salio'];
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    expect(screen.getByText('Unapiga kutoka 0712 345 678')).toBeInTheDocument();
    expect(screen.getByLabelText('Namba ya kupiga')).toBeInTheDocument();
    await dial(user, '*150*00#', { phone: 'Simu', call: 'Piga' });
    const dialog = within(await ussdDialog());
    expect(await dialog.findByLabelText('Jibu lako')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Tuma' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Ghairi' }));
    await user.click(screen.getByRole('button', { name: 'USSD' }));
    await dial(user, '*123#', { phone: 'Simu', call: 'Piga' });
    expect(within(await ussdDialog()).getByText('Namba ya huduma haijulikani')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sawa' })).toBeInTheDocument();
  });
});
