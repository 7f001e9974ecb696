import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  choose,
  field,
  fill,
  HOLDER_NAME,
  restoreBankStubs,
  type SentRequest,
  stubBankServer,
  stubNative,
} from '../../test/bank/bank-test-kit.ts';
import { renderRoute } from '../../test/render-route.tsx';

vi.mock('./bank-picker.tsx', () => import('./bank-fake-picker.tsx'));

const SESSION = 'userId=u1&sessionId=s1&orderId=o9&productId=1';
const SAVE = '/v3/certify/save-bank-info';
let sent: SentRequest[];

beforeEach(() => {
  ({ sent } = stubBankServer());
  stubNative();
});
afterEach(restoreBankStubs);

const saves = () =>
  sent.filter((request) => request.path !== '/service/entry-order/card-init' && request.path !== HOLDER_NAME);
const open = async (query = '') => {
  const view = renderRoute(`/chiaJellyL?${SESSION}${query}`);
  await screen.findByRole('tab', { name: 'Mobile money' });
  return view;
};
const next = () => screen.getByRole('button', { name: 'Next' });

describe('/chiaJellyL: client checks before sending', () => {
  it('required items: each empty one says which field and why, and nothing is sent', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(next());
    expect(field('Mobile money provider')).toHaveAccessibleDescription('please choose one');
    expect(field('Account holder name')).toHaveAccessibleDescription('please fill this in');
    expect(field('Account number')).toHaveAccessibleDescription('please fill this in');
    expect(field('Repeat account number')).toHaveAccessibleDescription('please fill this in');
    // Said under each field, not in a toast over them; the first is brought to view.
    expect(screen.queryByText('Mobile money provider: please choose one')).toBeNull();
    expect(field('Mobile money provider')).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('account number not 9 digits or 10 starting with 0', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user, '1234567890');
    await user.click(next());
    expect(field('Account number')).toHaveAccessibleDescription('use 9 digits, or 10 digits starting with 0');
    expect(field('Account number')).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('repeat account number not equal', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user, '0712345678', '0712345679');
    await user.click(next());
    expect(field('Repeat account number')).toHaveAccessibleDescription('does not match the account number');
    expect(field('Repeat account number')).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('a corrected field loses its message', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(next());
    await choose(user, 'Mobile money provider', 'M-Pesa');
    expect(field('Mobile money provider')).not.toHaveAccessibleDescription();
    expect(field('Account number')).toHaveAccessibleDescription('please fill this in');
  });
});

describe('/chiaJellyL: saving', () => {
  it('sends every value by its code, the enum as its type, cardType, channelNumber and product_id', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.path).toBe(SAVE);
    expect(saves()[0]?.body).toEqual({
      bankCode: 'TZ0003',
      userName: 'Neema Mushi',
      cardNo: '0712345678',
      confirmCardNo: '0712345678',
      cardType: '1',
      channelNumber: '90008',
      product_id: '1',
    });
    expect(saves()[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a bank account sends the bank, no channel number, nothing of the hidden provider', async () => {
    const user = userEvent.setup();
    await open();
    await fill(user);
    await user.click(screen.getByRole('tab', { name: 'Bank account' }));
    await choose(user, 'Bank', 'NMB Bank');
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({
      bankCode: 'TZB002',
      userName: 'Neema Mushi',
      cardNo: '0712345678',
      confirmCardNo: '0712345678',
      cardType: '2',
      product_id: '1',
    });
  });

  it('from loan details (source=loanDetail) it calls /yours/cardChange', async () => {
    const user = userEvent.setup();
    await open('&source=loanDetail');
    await fill(user);
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.path).toBe('/yours/cardChange');
    expect(saves()[0]?.body.cardNo).toBe('0712345678');
  });
});
