import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_SEND_CODE } from '@tz-loan/contract/rights/paths';
import { USSD_PATHS } from '@tz-loan/contract/ussd/paths';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { SESSION, watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const URL_ = `/ussdPin?${SESSION}&mobilePhone=255712345678`;
type Status = { set: boolean; locked: boolean; setAt: string | null; serviceCode?: string | null };
const answerStatus = ({ serviceCode = '*150*00#', ...rest }: Status) =>
  kit
    .call(key(USSD_PATHS.pinStatus))
    .mockImplementation(() => ({ code: 0, message: 'success', data: { ...rest, serviceCode } }));

type User = ReturnType<typeof userEvent.setup>;
const fill = async (user: User, pin: string, again: string, code = '123456') => {
  if (code) await user.type(screen.getByLabelText('Code from the SMS'), code);
  await user.type(screen.getByLabelText('New PIN (4 digits)'), pin);
  await user.type(screen.getByLabelText('New PIN again'), again);
};

describe('/ussdPin', () => {
  it('says what the PIN is for and never to share it, and that none is set yet', async () => {
    renderRoute(URL_);
    expect(await screen.findByRole('heading', { level: 1, name: 'USSD PIN' })).toBeInTheDocument();
    expect(screen.getByText(/this PIN confirms every money action/)).toHaveTextContent('*150*00#');
    expect(screen.getByText(/Never share your PIN with anyone/)).toBeInTheDocument();
    expect(screen.getByText('You have no PIN yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Set your PIN' })).toBeInTheDocument();
  });

  it('names the code the lender set, and says so when there is no USSD service yet', async () => {
    answerStatus({ set: false, locked: false, setAt: null, serviceCode: '*150*88#' });
    const { unmount } = renderRoute(URL_);
    expect(await screen.findByText(/this PIN confirms every money action/)).toHaveTextContent(
      'When you dial our USSD code *150*88# from a phone without data',
    );
    unmount();
    answerStatus({ set: false, locked: false, setAt: null, serviceCode: null });
    renderRoute(URL_);
    expect(
      await screen.findByText(/Our USSD service, for phones without data, is not open yet/),
    ).toBeInTheDocument();
  });

  it('shows when a PIN was set, in Tanzania time', async () => {
    answerStatus({ set: true, locked: false, setAt: '2026-01-05T09:30:00.000Z' });
    renderRoute(URL_);
    expect(await screen.findByText(/Your PIN is set/)).toHaveTextContent(
      'Your PIN is set. Last set on 2026-01-05 12:30:00.',
    );
    expect(screen.getByRole('heading', { name: 'Change your PIN' })).toBeInTheDocument();
  });

  it('says the PIN is locked after 5 wrong tries and that a new one unlocks it', async () => {
    answerStatus({ set: true, locked: true, setAt: '2026-01-05T09:30:00.000Z' });
    renderRoute(URL_);
    expect(
      await screen.findByText('Your PIN is locked after 5 wrong tries. Set a new one below to unlock it.'),
    ).toBeInTheDocument();
  });

  it("sends the login code to the borrower's own phone, then counts down before another", async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    expect(await screen.findByText(/We send a code by SMS to your phone/)).toHaveTextContent('0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(kit.call(key(AUTH_SEND_CODE))).toHaveBeenCalledWith({ phone: '255712345678' });
    const again = await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect(again).toBeDisabled();
  });

  it('keeps the PIN to 4 digits, masked, on the numeric keypad', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    const pin = await screen.findByLabelText('New PIN (4 digits)');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('New PIN again')).toHaveAttribute('type', 'password');
    await user.type(pin, '12a3456');
    expect(pin).toHaveValue('1234');
  });

  it('refuses a PIN of fewer digits and two PINs that differ, without asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    await screen.findByLabelText('New PIN (4 digits)');
    await fill(user, '123', '123');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The PIN must be 4 digits.');
    expect(screen.getByLabelText('New PIN (4 digits)')).toHaveAccessibleDescription(
      'The PIN must be 4 digits.',
    );

    await user.type(screen.getByLabelText('New PIN (4 digits)'), '4');
    await user.type(screen.getByLabelText('New PIN again'), '5');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two PINs are not the same.');
    expect(screen.getByLabelText('New PIN again')).toHaveAttribute('aria-invalid', 'true');
    expect(kit.call(key(USSD_PATHS.setPin))).not.toHaveBeenCalled();
  });

  it('asks for the SMS code before a save', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    await screen.findByLabelText('New PIN (4 digits)');
    await fill(user, '1234', '1234', '');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent by SMS');
    expect(kit.call(key(USSD_PATHS.setPin))).not.toHaveBeenCalled();
  });

  it('saves the code and the PIN, says it is set and shows when', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    await screen.findByLabelText('New PIN (4 digits)');
    await fill(user, '2580', '2580');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(kit.call(key(USSD_PATHS.setPin))).toHaveBeenCalledWith({ code: '123456', pin: '2580' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your USSD PIN is set.');
    expect(screen.getByText(/Your PIN is set/)).toHaveTextContent('Last set on 2026-01-05 12:30:00.');
    expect(screen.getByLabelText('New PIN (4 digits)')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Change your PIN' })).toBeInTheDocument();
  });

  it('shows a refusal in the server’s words and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'The code is wrong or has expired';
    kit.call(key(USSD_PATHS.setPin)).mockImplementation(() => ({ code: 400, message: refusal }));
    renderRoute(URL_);
    await screen.findByLabelText('New PIN (4 digits)');
    await fill(user, '2580', '2580');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    await vi.waitFor(() => expect(kit.toasts()).toContain(refusal));
    expect(screen.queryByText('Your USSD PIN is set.')).not.toBeInTheDocument();
    expect(screen.getByText('You have no PIN yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('New PIN (4 digits)')).toHaveValue('2580');
  });

  it('reads the PIN again when the answer to a save is lost: a save that went through shows as set', async () => {
    const user = userEvent.setup();
    kit.call(key(USSD_PATHS.setPin)).mockImplementation(() => {
      // The save reached the server; its answer did not reach the phone.
      answerStatus({ set: true, locked: false, setAt: '2026-01-05T09:30:00.000Z' });
      throw new TypeError('Failed to fetch');
    });
    renderRoute(URL_);
    await screen.findByLabelText('New PIN (4 digits)');
    expect(kit.call(key(USSD_PATHS.pinStatus))).toHaveBeenCalledTimes(1);
    await fill(user, '2580', '2580');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText(/Your PIN is set/)).toHaveTextContent('Last set on 2026-01-05 12:30:00.');
    expect(kit.call(key(USSD_PATHS.pinStatus))).toHaveBeenCalledTimes(2);
    expect(kit.call(key(USSD_PATHS.setPin))).toHaveBeenCalledTimes(1);
  });
});
