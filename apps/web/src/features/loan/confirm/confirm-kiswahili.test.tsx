import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installNativeBack } from '../../../shared/bridge/bridge.ts';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { SESSION, setUpConfirm, tearDownConfirm } from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const SUBMIT = `POST ${LOAN_PATHS.submit.path}`;
let kit: ReturnType<typeof setUpConfirm>;

inKiswahili();
beforeAll(installNativeBack);
beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

describe('/waffleLemo in Kiswahili', () => {
  it('the main variant: agreement modal, amount, payout account, plan, agreement row and Apply', async () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    const modal = await screen.findByRole('dialog', { name: 'Mkataba wa mkopo' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Kubali' }));
    expect(screen.getByRole('heading', { name: 'Kiasi cha mkopo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Akaunti ya kupokea mkopo/ })).toHaveTextContent('M-Pesa');
    expect(screen.getByRole('heading', { name: 'Taarifa za marejesho' })).toBeInTheDocument();
    expect(screen.getByText('Tarehe ya kulipa:')).toBeInTheDocument();
    expect(screen.getByText(/Nimesoma na ninakubali/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omba mkopo' })).toBeInTheDocument();
  });

  it('the older variant: repayment date, details, plan, and its promotional popup', async () => {
    kit.tweak(`POST ${LOAN_PATHS.legacyConfirm.path}`, (envelope) => ({
      ...envelope,
      attach: { ...(envelope.attach as object), popAgreementUrl: '', buttonText: '' },
    }));
    renderRoute(`/waffleLemo?${SESSION}&variant=legacy&productId=1`);
    const promo = await screen.findByRole('dialog');
    await userEvent.click(within(promo).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Tarehe ya kulipa')).toHaveTextContent(/Tarehe ya kulipa\s*\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('heading', { name: 'Maelezo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mpango wa marejesho' })).toBeInTheDocument();
    expect(screen.getByText('Kiasi cha kulipa (TZS):')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omba mkopo' })).toBeInTheDocument();
  });

  it('a loan in progress is said in Kiswahili, with the way to that loan', async () => {
    kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), popAgreementUrl: '' },
    }));
    kit.answer(SUBMIT, () => ({
      code: 409,
      message: 'Tayari una mkopo unaoendelea. Unaweza kuomba tena ukishaumaliza.',
      data: { orderId: '77', lendDetailsUrl: '/squidChive?orderId=77&productId=2' },
    }));
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Omba mkopo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mkopo unaoendelea' });
    expect(dialog).toHaveTextContent('Tayari una mkopo unaoendelea.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tazama mkopo wangu' }));
    expect(kit.location.replace).toHaveBeenCalledOnce();
  });

  it('a submit that gets no answer is announced in Kiswahili', async () => {
    kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), popAgreementUrl: '' },
    }));
    kit.answer(SUBMIT, () => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Omba mkopo' }));
    await waitFor(() =>
      expect(kit.toast).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'Hitilafu ya mtandao. Tafadhali jaribu tena.' }),
      ),
    );
  });

  it("the retention dialog on the native back action, with 'Kubali' and 'Ghairi'", async () => {
    kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), popAgreementUrl: '' },
    }));
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await screen.findByRole('button', { name: 'Omba mkopo' });
    await waitFor(() => {
      let handled = false;
      act(() => {
        handled = window.onNativeBack?.() ?? false;
      });
      expect(handled).toBe(true);
    });
    const dialog = screen.getByRole('dialog', { name: 'Kumbuka' });
    expect(within(dialog).getByRole('button', { name: 'Kubali' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
  });

  it('with no payout account, the box and Apply ask for one', async () => {
    kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), popAgreementUrl: '', bankCardInfo: null },
    }));
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    const apply = await screen.findByRole('button', { name: 'Omba mkopo' });
    expect(screen.getByRole('link', { name: /Akaunti ya kupokea mkopo/ })).toHaveTextContent(
      'Ongeza akaunti ya kupokea mkopo wako',
    );
    await userEvent.click(apply);
    await waitFor(() =>
      expect(kit.toast).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'Tafadhali ongeza kwanza akaunti ya kupokea mkopo wako.' }),
      ),
    );
  });

  it('the choice of amount and term: named controls, and Apply sends the term chosen', async () => {
    kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
      ...envelope,
      data: { ...(envelope.data as object), popAgreementUrl: '' },
    }));
    renderRoute(`/waffleLemo?${SESSION}&productId=3`);
    const apply = await screen.findByRole('button', { name: 'Omba mkopo' });
    expect(screen.getByRole('slider', { name: 'Kiasi cha mkopo' })).toHaveAttribute(
      'aria-valuetext',
      '800.000,00 TZS',
    );
    expect(screen.getByRole('button', { name: 'Ongeza kiasi' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Muda wa mkopo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Punguza kiasi' }));
    await userEvent.click(screen.getByRole('radio', { name: 'siku 91 · awamu 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tunasasisha ofa yako…');
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(kit.callsTo(kit.post, LOAN_PATHS.submit.path)).toHaveLength(1));
    expect(kit.callsTo(kit.post, LOAN_PATHS.submit.path)[0]?.[1]).toMatchObject({
      amount: 79_000_000,
      periods: 2,
      termDays: 91,
    });
  });

  it('the title says what the screen is until the product name comes', () => {
    renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Thibitisha mkopo' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Inapakia' })).toBeInTheDocument();
  });
});
