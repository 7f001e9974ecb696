import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RIGHTS_PATHS } from '@tz-loan/contract/rights/paths';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { SESSION, watchMockCalls } from '../../test/watched-mocks.ts';

const kit = watchMockCalls();
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const URL_ = `/myData?${SESSION}`;

describe('/myData', () => {
  it('shows what is held, part by part, with amounts in TZS; the JSON file opens at a signed address with no session', async () => {
    renderRoute(URL_);
    expect(await screen.findByRole('heading', { name: 'My data' })).toBeInTheDocument();
    const loans = screen.getByRole('heading', { name: /^Loans/ }).closest('section') as HTMLElement;
    expect(within(loans).getByText('600.000,00 TZS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Agreements you accepted \(1\)/ })).toBeInTheDocument();
    expect(screen.getByText('****5678')).toBeInTheDocument();
    const requests = screen
      .getByRole('heading', { name: /^Your data requests/ })
      .closest('section') as HTMLElement;
    expect(within(requests).getByText('Nothing held')).toBeInTheDocument();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));
    expect(kit.call(key(RIGHTS_PATHS.myDataLink))).toHaveBeenCalled();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = String(assign.mock.calls[0]?.[0]);
    expect(url).toMatch(/^\/tapi\/v3\/personal-center\/my-data\.json\?b=/);
    expect(url).not.toContain('sessionId');
    vi.unstubAllGlobals();
  });

  it('sends a correction request in the borrower’s words and says by when it is answered', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    await user.click(await screen.findByText('Ask for a correction'));
    const send = screen.getByRole('button', { name: 'Send the request' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('What is wrong, and what should it say?'), 'My name is Asha');
    await user.click(send);
    expect(kit.call(key(RIGHTS_PATHS.rightsRequest))).toHaveBeenCalledWith({ detail: 'My name is Asha' });
    expect(
      await screen.findByText('Your request was sent. We will answer by 2026-02-04.'),
    ).toBeInTheDocument();
  });

  it('closes the account only once confirmed, then lists what is kept and until when', async () => {
    const user = userEvent.setup();
    renderRoute(URL_);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(kit.call(key(RIGHTS_PATHS.deleteAccount))).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    // The date is kept on one line within the sentence.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Your loans, their plans, ledger and payments, until 2033-01-05',
    );
    expect(screen.queryByRole('link', { name: 'Download my data (JSON)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(kit.android.offToLogin).toHaveBeenCalled();
  });

  it('shows the server’s refusal while a loan is open and keeps the account', async () => {
    const user = userEvent.setup();
    const refusal = 'Your account cannot be deleted while loan 12 is open. Settle it first, then ask again.';
    kit.call(key(RIGHTS_PATHS.deleteAccount)).mockImplementation(() => ({ code: 409, message: refusal }));
    renderRoute(URL_);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(kit.toasts()).toContain(refusal));
    expect(screen.queryByRole('heading', { name: 'Your account is closed' })).not.toBeInTheDocument();
  });
});
