import { i18n } from '@lingui/core';
import type { LenderDetailsData } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { MOCK_HANDLERS } from '../../app/mock-api.ts';
import { messages as english } from '../../locales/en.po';
import { messages as swahili } from '../../locales/sw.po';
import { setMockMode } from '../../shared/http/mock-mode.ts';
import { ok } from '../../shared/http/mock-types.ts';

// The content pages run in mock mode, their two calls answered here, watching the toasts, the native
// bridge and where the document was scrolled.

export const LENDER: LenderDetailsData = {
  lender: {
    name: 'Mfano Finance Ltd (sandbox)',
    licence: 'SANDBOX-0042',
    address: 'Plot 0, Samora Avenue, Dar es Salaam',
    telephone: '+255 22 000 0000',
    email: 'support@sandbox-lender.example',
  },
  example: {
    productName: 'Haraka Loan',
    amount: 600_000_00,
    termDays: 91,
    periods: 1,
    interest: 14_958_90,
    serviceFee: 3_000_00,
    totalRepayable: 617_958_90,
    aprBp: 1200,
  },
};

const LENDER_CALL = `${CONTENT_PATHS.lender.method} ${CONTENT_PATHS.lender.path}`;
const CONTACT_CALL = `${CONTENT_PATHS.contactMessage.method} ${CONTENT_PATHS.contactMessage.path}`;

type Handler = (params: Record<string, unknown>) => unknown;
type Loose = Record<string, unknown>;

export const inContentApp = () => {
  const kit = {
    lender: vi.fn<Handler>(),
    contact: vi.fn<Handler>(),
    toast: undefined as unknown as Mock,
    android: {} as Record<string, Mock>,
    /** The document's scroller, scrolled down before each test. */
    page: { scrollTop: 0 },
    toasts: () => kit.toast.mock.calls.map(([options]) => (options as { content?: unknown }).content),
  };
  let kept: (Handler | undefined)[] = [];
  beforeEach(() => {
    setMockMode(true);
    kit.lender.mockReset().mockImplementation(() => ok(LENDER));
    kit.contact.mockReset().mockImplementation(() => ({ code: 0, message: 'Success!', data: {} }));
    kept = [MOCK_HANDLERS[LENDER_CALL], MOCK_HANDLERS[CONTACT_CALL]];
    MOCK_HANDLERS[LENDER_CALL] = (params) => kit.lender(params);
    MOCK_HANDLERS[CONTACT_CALL] = (params) => kit.contact(params);
    kit.toast = vi.spyOn(Toast, 'show');
    kit.android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
    (window as unknown as Loose).android = kit.android;
    kit.page = { scrollTop: 480 };
    Object.defineProperty(document, 'scrollingElement', { configurable: true, get: () => kit.page });
  });
  afterEach(() => {
    const [lender, contact] = kept;
    if (lender) MOCK_HANDLERS[LENDER_CALL] = lender;
    else delete MOCK_HANDLERS[LENDER_CALL];
    if (contact) MOCK_HANDLERS[CONTACT_CALL] = contact;
    else delete MOCK_HANDLERS[CONTACT_CALL];
    setMockMode(false);
    delete (window as unknown as Loose).android;
    Reflect.deleteProperty(document, 'scrollingElement');
    vi.restoreAllMocks();
    i18n.loadAndActivate({ locale: 'en', messages: english });
  });
  return kit;
};

/** Every text in Kiswahili from here on (the kit restores English after the test). */
export const inKiswahili = () => i18n.loadAndActivate({ locale: 'sw', messages: swahili });

/** The page's description for search engines. */
export const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
