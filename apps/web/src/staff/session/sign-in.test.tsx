import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockOpsApi, renderStaff, staffSession } from '../../test/staff/staff-test-kit.tsx';
import { SignInPage } from './sign-in-page.tsx';

const fill = async (user: ReturnType<typeof userEvent.setup>, code?: string) => {
  await user.type(screen.getByLabelText('Username'), 'amina');
  await user.type(screen.getByLabelText('Password'), 'a long password 1');
  if (code) await user.type(screen.getByLabelText('6-digit code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('signing in to the console', () => {
  it('enrols the authenticator on the first sign-in: QR, key to type, then the first code', async () => {
    const user = userEvent.setup();
    const enrolling = {
      ...staffSession(['agent']),
      state: 'enrol' as const,
      csrfToken: 'csrf-enrol',
      enrolment: {
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://x',
      },
    };
    const { sent } = mockOpsApi({
      'POST /ops/session': { data: enrolling },
      'POST /ops/session/enrol': { data: staffSession(['agent']) },
    });
    const onSession = vi.fn();
    renderStaff(<SignInPage onSession={onSession} />);
    await fill(user);

    const qr = await screen.findByRole('img', { name: /QR code to add this account/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(onSession).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(onSession).toHaveBeenCalledWith(expect.objectContaining({ state: 'in' })));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /ops/session',
      'POST /ops/session/enrol',
    ]);
    expect(sent[0]?.body).toEqual({ username: 'amina', password: 'a long password 1' });
    expect(sent[1]?.body).toEqual({ code: '123456' });
    // The enrolment's own session token guards the code's POST.
    expect(sent[1]?.headers['X-CSRF-Token']).toBe('csrf-enrol');
  });

  it("shows the server's refusal and stays on the sign-in", async () => {
    const user = userEvent.setup();
    mockOpsApi({ 'POST /ops/session': { code: 401, message: 'Wrong username, password or code' } });
    const onSession = vi.fn();
    renderStaff(<SignInPage onSession={onSession} />);
    await fill(user, '654321');
    expect(await screen.findByText('Wrong username, password or code')).toBeInTheDocument();
    expect(onSession).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('goes straight in with a code once enrolled', async () => {
    const user = userEvent.setup();
    const { sent } = mockOpsApi({ 'POST /ops/session': { data: staffSession(['credit']) } });
    const onSession = vi.fn();
    renderStaff(<SignInPage onSession={onSession} />);
    await fill(user, '654321');
    await waitFor(() => expect(onSession).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ code: '654321' });
  });
});
