import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOf, SESSION, setUpConfirm, tearDownConfirm } from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// With no payout account bound the server refuses the submit: the borrower is asked for the account
// first, on the bind-bank page the 'Payout account' box opens.

const ASK = 'Please add the account that will receive your loan first.';
let kit: ReturnType<typeof setUpConfirm>;

beforeEach(() => {
  kit = setUpConfirm();
});
afterEach(tearDownConfirm);

const withoutAccount = (key: string, field: 'data' | 'attach') =>
  kit.tweak(key, (envelope) => ({
    ...envelope,
    [field]: { ...(envelope[field] as object), bankCardInfo: null, popAgreementUrl: '' },
  }));

const expectSentToBindBank = async (location: () => { pathname: string; search: string } | undefined) => {
  await waitFor(() => expect(location()?.pathname).toBe('/chiaJellyL'));
  expect(queryOf(location()?.search)).toMatchObject({ source: 'confirmUrl', productId: '1', userId: 'u1' });
  expect(kit.toast).toHaveBeenCalledWith(expect.objectContaining({ content: ASK }));
};

describe('/waffleLemo: Apply with no payout account bound', () => {
  it('main variant: does not submit; asks for the account and opens the bind-bank page', async () => {
    withoutAccount(`POST ${LOAN_PATHS.confirm.path}`, 'data');
    const { location } = renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply for a loan' }));
    await expectSentToBindBank(location);
    expect(kit.callsTo(kit.post, LOAN_PATHS.submit.path)).toHaveLength(0);
  });

  it('older variant: does not submit; asks for the account and opens the bind-bank page', async () => {
    withoutAccount(`POST ${LOAN_PATHS.legacyConfirm.path}`, 'attach');
    const { location } = renderRoute(`/waffleLemo?${SESSION}&variant=legacy&productId=1`);
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await userEvent.click(apply);
    await expectSentToBindBank(location);
    expect(kit.callsTo(kit.post, LOAN_PATHS.legacySubmit.path)).toHaveLength(0);
  });

  it('an unchecked agreement still comes first: nothing happens', async () => {
    withoutAccount(`POST ${LOAN_PATHS.confirm.path}`, 'data');
    const { location } = renderRoute(`/waffleLemo?${SESSION}&productId=1`);
    const apply = await screen.findByRole('button', { name: 'Apply for a loan' });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(apply);
    expect(location()?.pathname).toBe('/waffleLemo');
    expect(kit.toast).not.toHaveBeenCalled();
  });
});
