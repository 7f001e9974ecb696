import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@tz-loan/contract/platform/money';
import type { MyDataSection } from '@tz-loan/contract/rights/paths';

/** Each part of the export under the heading the borrower reads. */
export const SECTION_TITLES: Record<MyDataSection | 'profile', MessageDescriptor> = {
  profile: msg`Your profile`,
  devices: msg`Devices`,
  sessions: msg`Logins and sessions`,
  orders: msg`Loans`,
  instalments: msg`Repayment plans`,
  ledger: msg`Ledger`,
  payments: msg`Payments`,
  payoutAccounts: msg`Payout accounts`,
  complaints: msg`Complaints`,
  sms: msg`SMS sent to you`,
  consents: msg`Agreements you accepted`,
  requests: msg`Your data requests`,
};

const LABELS = {
  phone: msg`Phone`,
  createdAt: msg`Date`,
  language: msg`Language`,
  deviceId: msg`Device`,
  firstSeen: msg`First seen`,
  lastSeen: msg`Last seen`,
  active: msg`Active`,
  revokedAt: msg`Ended`,
  id: msg`Number`,
  amount: msg`Amount`,
  totalRepayable: msg`Total repayable`,
  status: msg`Status`,
  closedAt: msg`Closed`,
  orderId: msg`Loan`,
  periodNo: msg`Instalment`,
  dueDate: msg`Due date`,
  kind: msg`Kind`,
  reference: msg`Reference`,
  bankName: msg`Wallet or bank`,
  accountNumber: msg`Account`,
  userName: msg`Holder name`,
  replacedAt: msg`Replaced`,
  detail: msg`Your words`,
  reply: msg`Our reply`,
  images: msg`Photos`,
  text: msg`Message`,
  delivery: msg`Delivery`,
  title: msg`Document`,
  version: msg`Version`,
  textHash: msg`Fingerprint (SHA-256)`,
  acceptedAt: msg`Accepted`,
  dueAt: msg`Answer by`,
  outcome: msg`Outcome`,
} as const satisfies Record<string, MessageDescriptor>;

export type Field = keyof typeof LABELS;

/** What the screen shows of each part (the JSON file has every field). */
export const SECTION_FIELDS: Record<MyDataSection | 'profile', Field[]> = {
  profile: ['phone', 'createdAt', 'language', 'closedAt'],
  devices: ['deviceId', 'firstSeen', 'lastSeen'],
  sessions: ['createdAt', 'deviceId', 'active', 'revokedAt'],
  orders: ['id', 'amount', 'totalRepayable', 'status', 'createdAt', 'closedAt'],
  instalments: ['orderId', 'periodNo', 'amount', 'dueDate'],
  ledger: ['orderId', 'kind', 'amount', 'createdAt'],
  payments: ['orderId', 'reference', 'amount', 'createdAt'],
  payoutAccounts: ['bankName', 'accountNumber', 'userName', 'createdAt', 'replacedAt'],
  complaints: ['reference', 'status', 'detail', 'reply', 'images', 'createdAt'],
  sms: ['createdAt', 'text', 'delivery'],
  consents: ['orderId', 'title', 'version', 'textHash', 'acceptedAt', 'language'],
  requests: ['kind', 'status', 'detail', 'dueAt', 'outcome'],
};

export const fieldLabel = (field: Field) => LABELS[field];

/** Fields held in minor units: shown as TZS amounts. */
const MONEY = new Set<string>(['amount', 'totalRepayable']);

/** The words the lender stores for kinds and states, as the borrower reads them (the file keeps the stored word). */
const STORED_WORDS: Record<string, MessageDescriptor> = {
  repayment: msg`Payment towards the loan`,
  penalty: msg`Late-payment penalty`,
  deferral_fee: msg`Roll-over fee`,
  credit: msg`Credit`,
  write_off: msg`Written off`,
  waiver: msg`Waived`,
  correction: msg`Correction`,
  deletion: msg`Account deletion`,
  open: msg`Open`,
  done: msg`Done`,
  refused: msg`Refused`,
};
const WORDED = new Set<string>(['kind', 'status']);

/** A value as text; `null` for one not held (left off the screen). */
export const fieldValue = (
  field: Field,
  value: string | number | boolean | null | undefined,
  yesNo: (yes: boolean) => string,
  say: (word: MessageDescriptor) => string,
) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number' && MONEY.has(field)) return `${formatMoney(value)} TZS`;
  const word = typeof value === 'string' && WORDED.has(field) ? STORED_WORDS[value] : undefined;
  return word ? say(word) : String(value);
};
