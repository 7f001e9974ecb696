import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../../app/screens.ts';
import {
  fill,
  HOLDER_NAME,
  restoreBankStubs,
  type SentRequest,
  stubBankServer,
  stubNative,
} from '../../test/bank/bank-test-kit.ts';
import { renderRoute, testScreen } from '../../test/render-route.tsx';
import { NETWORK_FAILURE } from './use-save-bank.ts';

vi.mock('./bank-picker.tsx', () => import('./bank-fake-picker.tsx'));

const SESSION = 'userId=u1&sessionId=s1&orderId=o9&productId=1';
const SAVE = '/v3/certify/save-bank-info';
const Landed = () => <h1>Landed</h1>;
const landings = { '/squidChive': Landed, '/waffleLemo': Landed, '/styled': Landed };
let sent: SentRequest[];
let bridge: { name: string; payload: unknown; at?: string }[];

beforeEach(() => {
  bridge = stubNative();
});
afterEach(restoreBankStubs);

const open = async (query = '') => {
  const landed = Object.entries(landings).map(([path, screen]) => testScreen(path, async () => screen));
  const screens = [...landed, ...SCREENS.filter((s) => !(s.path in landings))];
  const view = renderRoute(`/chiaJellyL?${SESSION}${query}`, { screens });
  await screen.findByRole('tab', { name: 'Mobile money' });
  return view;
};
const saves = () =>
  sent.filter((request) => request.path !== '/service/entry-order/card-init' && request.path !== HOLDER_NAME);
const next = () => screen.getByRole('button', { name: 'Next' });
const queryOf = (search = '') => Object.fromEntries(new URLSearchParams(search));
const saveAndLand = async (query: string) => {
  const user = userEvent.setup();
  const view = await open(query);
  await fill(user);
  await user.click(next());
  await screen.findByRole('heading', { name: 'Landed' });
  return view.location();
};

describe('/chiaJellyL: after a successful save', () => {
  beforeEach(() => {
    ({ sent } = stubBankServer());
  });

  it('startBank fires when the form opens', async () => {
    await open();
    expect(bridge).toEqual([{ name: 'startBank', payload: { time: expect.any(Number) } }]);
  });

  it('from loan details: the page is replaced by the order page with source=loanDetail', async () => {
    const where = await saveAndLand('&source=loanDetail');
    expect(where?.pathname).toBe('/squidChive');
    expect(queryOf(where?.search)).toMatchObject({ source: 'loanDetail', orderId: 'o9', productId: '1' });
    expect(bridge.map((message) => message.name)).toEqual(['startBank']);
  });

  it('with no source: endBank, then closeWebview, then the loan confirmation with source=confirmUrl', async () => {
    let view: ReturnType<typeof renderRoute> | undefined;
    const android = (window as unknown as { android: Record<string, (json: string) => void> }).android;
    for (const name of ['endBank', 'closeWebview']) {
      const send = android[name];
      // Where the page is when each message goes: still on the form (replaced only afterwards).
      android[name] = (json) => {
        send?.(json);
        const last = bridge.at(-1);
        if (last) last.at = view?.location()?.pathname;
      };
    }
    const user = userEvent.setup();
    view = await open();
    await fill(user);
    await user.click(next());
    await screen.findByRole('heading', { name: 'Landed' });
    expect(bridge.map(({ name, at }) => [name, at])).toEqual([
      ['startBank', undefined],
      ['endBank', '/chiaJellyL'],
      ['closeWebview', '/chiaJellyL'],
    ]);
    expect(bridge[1]?.payload).toEqual({ time: expect.any(Number) });
    expect(view.location()?.pathname).toBe('/waffleLemo');
    expect(queryOf(view.location()?.search)).toMatchObject({ source: 'confirmUrl', productId: '1' });
  });

  it("from the confirmation's 'Payout account' box (source=confirmUrl): back to the confirmation", async () => {
    const where = await saveAndLand('&source=confirmUrl');
    expect(where?.pathname).toBe('/waffleLemo');
    expect(queryOf(where?.search)).toMatchObject({ source: 'confirmUrl', productId: '1' });
    expect(bridge.map((message) => message.name)).toEqual(['startBank']);
  });

  it('from /styled (source=styled): back to /styled', async () => {
    const where = await saveAndLand('&source=styled');
    expect(where?.pathname).toBe('/styled');
    expect(queryOf(where?.search).source).toBeUndefined();
  });
});

describe('/chiaJellyL: one save per tap', () => {
  it('a double tap sends once, and Next is disabled while sending', async () => {
    let answer: (envelope: unknown) => void = () => undefined;
    ({ sent } = stubBankServer({ [SAVE]: () => new Promise((resolve) => (answer = resolve)) }));
    const user = userEvent.setup();
    await open('&source=confirmUrl');
    await fill(user);
    await user.dblClick(next());
    await waitFor(() => expect(next()).toBeDisabled());
    await user.click(next());
    answer({ code: 0, message: 'success', data: { account: {} } });
    await screen.findByRole('heading', { name: 'Landed' });
    expect(saves()).toHaveLength(1);
  });

  it('a retry after a lost answer reuses the Idempotency-Key; changed values get a new one', async () => {
    let fail = true;
    ({ sent } = stubBankServer({
      [SAVE]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { code: 0, message: 'success', data: {} };
      },
    }));
    const user = userEvent.setup();
    await open('&source=confirmUrl');
    await fill(user);
    await user.click(next());
    expect(await screen.findByText(i18n._(NETWORK_FAILURE))).toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.idempotencyKey).toBe(saves()[0]?.idempotencyKey);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.type(screen.getByLabelText('Account holder name'), 'a');
    fail = false;
    await user.click(next());
    await screen.findByRole('heading', { name: 'Landed' });
    expect(saves()[2]?.idempotencyKey).not.toBe(saves()[0]?.idempotencyKey);
  });

  it("the server's refusal is toasted and shown under the field it names; the form stays", async () => {
    const refusal = 'Account holder name: use letters, spaces, apostrophes, dots and hyphens only';
    ({ sent } = stubBankServer({ [SAVE]: () => ({ code: 400, message: refusal }) }));
    const user = userEvent.setup();
    const view = await open('&source=confirmUrl');
    await fill(user);
    await user.click(next());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder name')).toHaveAccessibleDescription(
      'use letters, spaces, apostrophes, dots and hyphens only',
    );
    expect(view.location()?.pathname).toBe('/chiaJellyL');
    expect(next()).toBeEnabled();
  });
});
