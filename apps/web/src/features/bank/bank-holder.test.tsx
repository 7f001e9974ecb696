import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../locales/en.po';
import { messages as swahili } from '../../locales/sw.po';
import {
  field,
  fill,
  HOLDER_NAME,
  restoreBankStubs,
  type SentRequest,
  stubBankServer,
  stubNative,
} from '../../test/bank/bank-test-kit.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { mocks } from './mock.ts';

vi.mock('./bank-picker.tsx', () => import('./bank-fake-picker.tsx'));

// Before an account is saved (PRODUCT.md §17) the form asks who holds it; the borrower confirms a name
// found, an account the provider does not know is not saved, and a lookup that cannot be answered
// lets the account be saved without the name.

const SESSION = 'userId=u1&sessionId=s1&orderId=o9&productId=1';
const SAVE = '/v3/certify/save-bank-info';
const mockHolder = mocks[`POST ${HOLDER_NAME}`];
const answer = (data: Record<string, unknown>) => () => ({ code: 0, message: 'success', data });
let sent: SentRequest[];

beforeEach(() => {
  stubNative();
});
afterEach(() => {
  restoreBankStubs();
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

const saves = () => sent.filter((request) => request.path === SAVE);
const lookups = () => sent.filter((request) => request.path === HOLDER_NAME);
const open = async (query = '') => {
  renderRoute(`/chiaJellyL?${SESSION}${query}`);
  await screen.findByRole('tab', { name: 'Mobile money' });
};
const submit = async (number?: string, next = 'Next') => {
  const user = userEvent.setup();
  await fill(user, number);
  await user.click(screen.getByRole('button', { name: next }));
  return user;
};

describe('/chiaJellyL: the holder of the account', () => {
  it('a name found is asked about before saving; Yes saves once with the same body', async () => {
    ({ sent } = stubBankServer({ [HOLDER_NAME]: (body) => mockHolder?.(body) }));
    await open('&source=confirmUrl');
    const user = await submit();
    const question = await screen.findByRole('dialog', { name: 'Account holder' });
    expect(question).toHaveTextContent('This wallet is registered to JUMA S. — is that you?');
    expect(screen.getByRole('button', { name: "Yes, it's me" })).toHaveFocus();
    expect(saves()).toEqual([]);
    expect(lookups()[0]?.body).toMatchObject({ cardType: '1', bankCode: 'TZ0003', cardNo: '0712345678' });
    await user.click(screen.getByRole('button', { name: "Yes, it's me" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual(lookups()[0]?.body);
    expect(screen.queryByRole('dialog', { name: 'Account holder' })).toBeNull();
  });

  it('No (or Escape) saves nothing and gives the number back to be corrected', async () => {
    ({ sent } = stubBankServer({ [HOLDER_NAME]: (body) => mockHolder?.(body) }));
    await open();
    const user = await submit('0712345999');
    expect(await screen.findByRole('dialog', { name: 'Account holder' })).toHaveTextContent(
      'This wallet is registered to NEEMA K. — is that you?',
    );
    await user.click(screen.getByRole('button', { name: 'No, change it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Account number')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Account holder' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Account holder' })).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('an account the provider does not know is not saved: the message is under the number', async () => {
    ({ sent } = stubBankServer({ [HOLDER_NAME]: (body) => mockHolder?.(body) }));
    await open();
    await submit('0712345000');
    await waitFor(() =>
      expect(field('Account number')).toHaveAccessibleDescription(
        'No wallet is registered to this number. Check the number and the provider.',
      ),
    );
    expect(field('Account number')).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('a lookup that cannot be answered says so; the account may be saved without the name', async () => {
    const message = "We could not check the holder's name right now. You can still save this account.";
    ({ sent } = stubBankServer({
      [HOLDER_NAME]: answer({ found: 'unknown', holderName: '', confirm: false, message }),
    }));
    await open('&source=confirmUrl');
    const user = await submit();
    expect(await screen.findByRole('dialog', { name: 'Account holder' })).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(saves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save without the name' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('a name confirmed is not asked again when the save is retried', async () => {
    let fail = true;
    ({ sent } = stubBankServer({
      [HOLDER_NAME]: (body) => mockHolder?.(body),
      [SAVE]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { code: 0, message: 'success', data: { account: {} } };
      },
    }));
    await open('&source=confirmUrl');
    const user = await submit();
    await user.click(await screen.findByRole('button', { name: "Yes, it's me" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    fail = false;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(lookups()).toHaveLength(1);
  });

  it('in Kiswahili', async () => {
    ({ sent } = stubBankServer({ [HOLDER_NAME]: (body) => mockHolder?.(body) }));
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
    await open();
    await submit(undefined, 'Endelea');
    expect(await screen.findByRole('dialog', { name: 'Mwenye akaunti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ndiyo, ni mimi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapana, nibadilishe' })).toBeInTheDocument();
  });
});
