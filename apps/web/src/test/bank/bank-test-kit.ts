import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { IDEMPOTENCY_HEADER } from '@tz-loan/contract/platform/constants';
import { vi } from 'vitest';
import { mocks as bankMocks, resetBankMocks } from '../../features/bank/mock.ts';
import { setMockMode } from '../../shared/http/mock-mode.ts';

// The bank screens' tests: a fake server answering fetch from the mock data (the whole HTTP client
// runs, headers and form body included), and a native bridge that logs every message in order.

export type SentRequest = {
  path: string;
  body: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | null;
};
type Answer = (body: Record<string, string>) => unknown;

export const HOLDER_NAME = '/v3/certify/holder-name';

// Unless a test says otherwise, the provider names the borrower themself: no question before saving.
const defaults: Record<string, Answer> = {
  [HOLDER_NAME]: () => ({
    code: 0,
    message: 'success',
    data: { found: 'yes', holderName: 'NEEMA M.', confirm: false, message: '' },
  }),
};

/** Stubs fetch; `answers` replace the mock data by path (without /tapi). Returns what was sent. */
export const stubBankServer = (answers: Record<string, Answer> = {}) => {
  resetBankMocks();
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/tapi/, '');
    const body = Object.fromEntries(
      new URLSearchParams(request.method === 'POST' ? await request.text() : ''),
    );
    sent.push({
      path,
      body,
      query: Object.fromEntries(url.searchParams),
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
    });
    const answer = answers[path] ?? defaults[path] ?? bankMocks[`${request.method} ${path}`];
    const envelope = answer ? await answer(body) : { code: 404, message: `no answer for ${path}` };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
};

/** The native messages sent so far, in order, with their parsed payloads. */
export const stubNative = () => {
  const log: { name: string; payload: unknown }[] = [];
  const android = Object.fromEntries(
    BRIDGE_MESSAGES.map((name) => [name, (json: string) => log.push({ name, payload: JSON.parse(json) })]),
  );
  (window as unknown as Record<string, unknown>).android = android;
  return log;
};

/** Undoes the stubs, and mock mode if a test's `?mock=1` switched it on. */
export const restoreBankStubs = () => {
  vi.unstubAllGlobals();
  setMockMode(false);
  delete (window as unknown as Record<string, unknown>).android;
};

type User = ReturnType<typeof userEvent.setup>;

/** A field of the form by its title. */
export const field = (title: string) => screen.getByLabelText(title);

/** Opens enum item `title` and confirms `option` (with the fake picker of bank-fake-picker.tsx). */
export const choose = async (user: User, title: string, option: string) => {
  await user.click(field(title));
  const picker = await screen.findByRole('dialog', { name: title });
  await user.click(within(picker).getByRole('button', { name: option }));
};

/** Fills the mobile-money form: Airtel Money (channel 90008), Neema Mushi, the number and its repeat. */
export const fill = async (user: User, number = '0712345678', repeat = number) => {
  await choose(user, 'Mobile money provider', 'Airtel Money');
  await user.type(field('Account holder name'), 'Neema Mushi');
  await user.type(field('Account number'), number);
  await user.type(field('Repeat account number'), repeat);
};
