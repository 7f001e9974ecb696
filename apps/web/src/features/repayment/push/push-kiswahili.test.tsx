import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/http/mock-types.ts';
import { inKiswahili } from '../../../test/kiswahili.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { SESSION, setUpRepay, tearDownRepay } from '../../../test/repayment/pay-now-test-kit.ts';
import {
  aPush,
  MOCK_OWN_PHONE,
  openPanel,
  PUSH_PATH,
  pushStatus,
  STATE,
  setUpPush,
  tearDownPush,
} from '../../../test/repayment/push-test-kit.ts';

let kit: ReturnType<typeof setUpRepay>;
let push: ReturnType<typeof setUpPush>;
beforeEach(() => {
  kit = setUpRepay();
  push = setUpPush();
});
afterEach(() => {
  tearDownPush();
  tearDownRepay();
});
inKiswahili();

const PANEL = 'Lipa kwa simu yangu';
const open = async () => {
  renderRoute(`/sunflowerP?${SESSION}&orderId=1&productId=2`);
  await screen.findByRole('button', { name: 'Lipa sasa' });
};

describe('Pay from my phone in Kiswahili', () => {
  it('the panel, its fields and the refusal of a malformed number', async () => {
    await open();
    const panel = await openPanel(push.user, PANEL);
    const phone = panel.getByRole('textbox', { name: 'Namba ya simu' });
    await waitFor(() => expect(phone).toHaveValue('0754 123 456'));
    expect(panel.getByRole('group', { name: 'Akaunti ya pesa kwa simu' })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(panel.getByText('Kiasi: 156.324,66 TZS')).toBeInTheDocument();
    await push.user.clear(phone);
    await push.user.type(phone, '12345');
    await push.user.click(panel.getByRole('button', { name: 'Lipa' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Weka namba ya simu ya Tanzania, kama 0712 345 678');
    expect(kit.callsTo(PUSH_PATH)).toHaveLength(0);
  });

  it('a push that ended: its words and the ways on', async () => {
    kit.answer(STATE, () =>
      ok({
        push: aPush({ state: 'timedOut', message: 'Hakuna aliyejibu. Hakuna pesa iliyokatwa.' }),
        ownPhone: MOCK_OWN_PHONE,
        ownWallet: 'TZ0001',
        reopen: true,
      }),
    );
    await open();
    await waitFor(() => expect(pushStatus(PANEL)).toHaveTextContent('Namba ya siri haikuwekwa kwa wakati'));
    expect(pushStatus(PANEL)).toHaveTextContent('Hakuna aliyejibu');
    expect(pushStatus(PANEL)).toHaveTextContent('Hakuna pesa iliyokatwa.');
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chagua njia nyingine ya kulipa' })).toBeInTheDocument();
  });

  it('paid: the receipt and the way back to the loan', async () => {
    kit.answer(STATE, () =>
      ok({
        push: aPush({ state: 'paid', receipt: 'MPQ7X2', message: 'Malipo yamepokelewa' }),
        ownPhone: MOCK_OWN_PHONE,
        ownWallet: 'TZ0001',
        reopen: true,
      }),
    );
    await open();
    await waitFor(() => expect(pushStatus(PANEL)).toHaveTextContent('Imelipwa'));
    expect(pushStatus(PANEL)).toHaveTextContent('Risiti: MPQ7X2');
    expect(screen.getByRole('link', { name: 'Rudi kwenye mkopo wangu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
