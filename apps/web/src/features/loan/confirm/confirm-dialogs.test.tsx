import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installNativeBack } from '../../../shared/bridge/bridge.ts';
import {
  pathOf,
  queryOf,
  SESSION,
  setUpConfirm,
  tearDownConfirm,
} from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const CONFIRM = `POST ${LOAN_PATHS.confirm.path}`;
let kit: ReturnType<typeof setUpConfirm>;

beforeAll(installNativeBack);
beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

const withOffer = (change: Record<string, unknown>) =>
  kit.tweak(CONFIRM, (envelope) => ({ ...envelope, data: { ...(envelope.data as object), ...change } }));
const open = async () => {
  renderRoute(`/waffleLemo?${SESSION}&productId=1`);
  await screen.findByRole('button', { name: 'Apply for a loan' });
};
/** The native back action, once the screen listens (it subscribes in an effect, after the paint). */
const nativeBack = () =>
  waitFor(() => {
    let handled = false;
    act(() => {
      handled = window.onNativeBack?.() ?? false;
    });
    expect(handled).toBe(true);
  });

describe('/waffleLemo: the popup agreement modal', () => {
  it('appears on load with the embedded page when the server gives a popup agreement URL', async () => {
    await open();
    const modal = screen.getByRole('dialog', { name: 'Loan Agreement' });
    const frame = within(modal).getByTitle('Loan Agreement');
    await waitFor(() => expect(frame.getAttribute('src')).toBeTruthy());
    const src = frame.getAttribute('src');
    expect(pathOf(src)).toBe('/tapi/v3/contract/view');
    expect(queryOf(src)).toMatchObject({ productId: '1', position: '1', embed: '1', sessionId: 's1' });
    expect(frame.getAttribute('loading')).toBe('lazy');
  });

  it('tapping outside does not close it; Agree closes it', async () => {
    await open();
    const modal = screen.getByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(modal.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Loan Agreement' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).not.toBeInTheDocument();
    expect(kit.sent('closeWebview')).toEqual([]);
  });

  it('is not asked again in the same webview session once agreed (back from the bank form)', async () => {
    const first = renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    const modal = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Agree' }));
    first.unmount();
    await open();
    // Session storage is read once the offer has painted (the server renders the page without it).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).not.toBeInTheDocument(),
    );
  });

  it('Cancel closes the webview', async () => {
    await open();
    const modal = screen.getByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(kit.sent('closeWebview')).toEqual([{}]);
  });

  it('does not appear when the URL is empty', async () => {
    withOffer({ popAgreementUrl: '' });
    await open();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("/waffleLemo: the retention dialog 'Point out'", () => {
  it('opens on the native back action when isPopType is 1, with the server title and content', async () => {
    withOffer({ popAgreementUrl: '' });
    await open();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await nativeBack();
    const dialog = screen.getByRole('dialog', { name: 'Point out' });
    expect(dialog).toHaveTextContent('Your loan is almost ready');
    expect(dialog).toHaveTextContent(/one step away from 600\.000,00 TZS/);
  });

  it('Agree stays on the page', async () => {
    withOffer({ popAgreementUrl: '' });
    await open();
    await nativeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(kit.sent('closeWebview')).toEqual([]);
    expect(screen.getByText('600.000,00')).toBeInTheDocument();
  });

  it('is not asked again in the same webview session once agreed (back from the bank form)', async () => {
    const first = renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    const modal = await screen.findByRole('dialog', { name: 'Loan Agreement' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Agree' }));
    first.unmount();
    await open();
    // Session storage is read once the offer has painted (the server renders the page without it).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Loan Agreement' })).not.toBeInTheDocument(),
    );
  });

  it('Cancel closes the webview', async () => {
    withOffer({ popAgreementUrl: '' });
    await open();
    await nativeBack();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(kit.sent('closeWebview')).toEqual([{}]);
  });

  it('when isPopType is not 1 the native back action is the default: on the first screen, the webview closes', async () => {
    withOffer({ popAgreementUrl: '', isPopType: 0 });
    await open();
    let handled: boolean | undefined;
    act(() => {
      handled = window.onNativeBack?.();
    });
    // Not handled, with no screen before it in the webview: the native side closes the webview.
    expect(handled).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
