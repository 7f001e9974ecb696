import type { Page } from 'playwright-core';

// The ops API as the staff console reads it, for walking the console's pages in a browser before the
// server answers them all: one signed-in member with every role and one item on each page.

const me = {
  id: 1,
  username: 'amina',
  name: 'Amina Juma',
  roles: ['agent', 'credit', 'finance', 'admin'],
  enrolled: true,
  lockedUntil: null,
  disabled: false,
  createdAt: '2026-11-01T08:00:00Z',
};
const order = {
  orderId: 5,
  phone: '255712345678',
  productId: 1,
  productName: 'Haraka',
  storedStatus: 21,
  status: 21,
  amount: 5_000_000,
  totalRepayable: 5_500_000,
  nextDueDate: null,
  createdAt: '2026-11-20T08:00:00Z',
};
const complaint = {
  problemId: 3,
  reference: 'C-0003',
  phone: '255712345678',
  problemType: 1,
  problemSonType: null,
  type: 'Repayment',
  status: 'processing',
  orderId: 5,
  content: 'Nimelipa lakini deni bado lipo',
  language: 'sw',
  images: [],
  createdAt: '2026-11-20T08:00:00Z',
  replyBy: '2026-11-24',
  reply: '',
  replyImages: [],
  repliedAt: null,
  repliedBy: null,
  score: null,
};

const ANSWERS: Record<string, unknown> = {
  'GET /ops/session': { state: 'in', csrfToken: 'csrf', me, enrolment: null },
  'GET /ops/queues': {
    ordersToDecide: 1,
    failedPayouts: 0,
    referencesToConfirm: 1,
    complaintsOpen: 1,
    complaintsOverdue: 1,
    contactMessages: 1,
    approvalsPending: 1,
  },
  'GET /ops/orders': { orders: [order] },
  'GET /ops/orders/5/money': {
    orderId: 5,
    owed: 5_400_000,
    plan: [{ period: 1, dueDate: '2026-12-20', amount: 5_500_000, paid: 100_000, state: 'open' }],
    ledger: [
      { at: '2026-11-20T08:00:00Z', kind: 'payout', amount: 5_500_000, balance: 5_500_000, reference: 'P1' },
      { at: '2026-11-21T08:00:00Z', kind: 'payment', amount: -100_000, balance: 5_400_000, reference: 'R1' },
    ],
    payments: [
      {
        at: '2026-11-21T08:00:00Z',
        way: 'push',
        amount: 100_000,
        state: 'paid',
        reference: 'R1',
        payCode: null,
      },
    ],
  },
  'GET /ops/references': {
    references: [
      {
        orderId: 5,
        phone: '255712345678',
        utr: 'AB12CD34',
        amount: 100_000,
        submittedAt: '2026-11-25T08:00:00Z',
        proposed: false,
      },
    ],
  },
  'GET /ops/approvals': {
    approvals: [
      {
        id: 1,
        kind: 'utr-confirm',
        orderId: 5,
        detail: { utr: 'AB12CD34' },
        amount: 100_000,
        state: 'pending',
        proposedBy: 'ops:baraka',
        proposedAt: '2026-11-26T08:00:00Z',
        decidedBy: null,
        decidedAt: null,
        outcome: '',
      },
    ],
  },
  'GET /ops/complaints': { complaints: [complaint] },
  'GET /ops/complaint': complaint,
  'GET /ops/reconcile': {
    date: '2026-11-25',
    provider: 'azampay',
    checked: 2,
    differences: [
      {
        reference: 'TRD0001',
        kind: 'collection',
        orderId: 7,
        ours: 'not in the ledger',
        theirs: 'paid 5.000,00 TZS',
        problem: 'missing-in-ledger',
      },
    ],
  },
  'GET /ops/messages': {
    messages: [
      {
        id: 1,
        name: 'Juma',
        telephone: '255712345678',
        suggestion: 'Habari',
        language: 'sw',
        createdAt: '2026-11-25T08:00:00Z',
      },
    ],
  },
  'GET /ops/figures': {
    days: [{ date: '2026-11-25', applications: 3, approvals: 2, disbursed: 10_000_000, collected: 500_000 }],
    arrears: [{ bucket: '1-30', orders: 2, amount: 300_000 }],
    complaints: [{ type: 'Repayment', count: 1, medianReplyHours: 5 }],
  },
  'GET /ops/promotion': {
    rows: [
      {
        templateId: 1,
        templateTitle: 'Spring',
        utmTag: 'fb',
        visits: 10,
        clicks: 5,
        codesSent: 3,
        registrations: 2,
        conversionBp: 2000,
      },
    ],
  },
  'GET /ops/staff': {
    staff: [me, { ...me, id: 2, username: 'baraka', name: 'Baraka', lockedUntil: '2026-11-26T12:00:00Z' }],
  },
  'GET /ops/tokens': {
    tokens: [{ id: 1, label: 'laptop', createdAt: '2026-11-01T08:00:00Z', lastUsedAt: null }],
  },
  'GET /ops/actions': {
    actions: [
      {
        id: 1,
        actor: 'ops:amina',
        command: 'approve',
        target: 'order:5',
        detail: {},
        ok: true,
        createdAt: '2026-11-25T08:00:00Z',
      },
    ],
  },
  'GET /ops/products': {
    products: [
      {
        productId: 1,
        name: 'Haraka',
        logo: '/logos/haraka.svg',
        amountMin: 5_000_000,
        amountMax: 50_000_000,
        termDays: 30,
        periods: 1,
        extraTerms: [],
        interestRateBp: 500,
        serviceFeeBp: 100,
        overduePenaltyDailyBp: 10,
        graceDays: 3,
        deferralDays: 7,
        deferralFeeBp: 200,
        aprBp: 9000,
        version: 1,
      },
    ],
  },
};

/** Answers the page's ops calls from the data above (a signed-in member), or as signed out. */
export const answerOpsCalls = async (page: Page, { signedIn }: { signedIn: boolean }) => {
  await page.route('**/tapi/ops/**', (route) => {
    const url = new URL(route.request().url());
    const key = `${route.request().method()} ${url.pathname.replace(/^\/tapi/, '')}`;
    const envelope =
      signedIn && key in ANSWERS
        ? { code: 0, message: 'ok', data: ANSWERS[key] }
        : { code: signedIn ? 404 : 401, message: signedIn ? 'Not found' : 'Not signed in' };
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(envelope) });
  });
};

/** Each page of the console, and the button that opens its dialog or drawer (checked open too). */
export const CONSOLE_PAGES: [path: string, opens?: string][] = [
  ['/staff/'],
  ['/staff/orders', 'Money'],
  ['/staff/references', 'Confirm AB12CD34'],
  ['/staff/approvals'],
  ['/staff/complaints', 'Open C-0003'],
  ['/staff/messages'],
  ['/staff/borrower'],
  ['/staff/figures'],
  ['/staff/members', 'Invite a person'],
  ['/staff/tokens'],
  ['/staff/audit'],
  ['/staff/products', 'Add product'],
  ['/staff/reconcile'],
];
