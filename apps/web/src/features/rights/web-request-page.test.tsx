import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_SEND_CODE, RIGHTS_PATHS } from '@tz-loan/contract/rights/paths';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

const fillPhoneAndCode = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Phone number'), '0712345678');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(kit.call(key(AUTH_SEND_CODE))).toHaveBeenCalledWith({ phone: '0712345678' });
  expect(await screen.findByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Code from the SMS'), '123456');
};

describe('/dataRequest: outside the app', () => {
  it('sends a correction with the phone and its code, and says by when it is answered', async () => {
    const user = userEvent.setup();
    renderRoute('/dataRequest');
    await fillPhoneAndCode(user);
    const send = screen.getByRole('button', { name: 'Send the request' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('What is wrong, and what should it say?'), 'Wrong name');
    await user.click(send);
    expect(kit.call(key(RIGHTS_PATHS.rightsWebRequest))).toHaveBeenCalledWith({
      phone: '0712345678',
      code: '123456',
      kind: 'correction',
      detail: 'Wrong name',
    });
    expect(
      await screen.findByText('Your request was sent. We will answer by 2026-02-04.'),
    ).toBeInTheDocument();
  });

  it('closes the account once confirmed and lists what is kept, with no app to go back to', async () => {
    const user = userEvent.setup();
    renderRoute('/dataRequest');
    await fillPhoneAndCode(user);
    await user.click(screen.getByRole('radio', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(kit.call(key(RIGHTS_PATHS.rightsWebRequest))).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    // The date is kept on one line within the sentence.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Your loans, their plans, ledger and payments, until 2033-01-05',
    );
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the server’s words and lets the borrower try again', async () => {
    const user = userEvent.setup();
    kit
      .call(key(RIGHTS_PATHS.rightsWebRequest))
      .mockImplementation(() => ({ code: 400, message: 'The code is wrong or has expired' }));
    renderRoute('/dataRequest');
    await fillPhoneAndCode(user);
    await user.type(screen.getByLabelText('What is wrong, and what should it say?'), 'Wrong name');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await vi.waitFor(() => expect(kit.toasts()).toContain('The code is wrong or has expired'));
    expect(screen.getByRole('button', { name: 'Send the request' })).toBeEnabled();
  });
});
