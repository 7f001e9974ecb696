import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeclaredScreen } from '@tz-loan/contract/platform/page-render';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  borrowerPath,
  fileComplaint,
  loginBorrower,
  opsOrFail,
  paidOutLoan,
} from './api.ts';
import { REPO_ROOT, type RunningServer } from './server.ts';

/** Every screen the features declare, read from the built server-rendering bundle. */
export const declaredScreens = async (): Promise<DeclaredScreen[]> => {
  const bundle = pathToFileURL(join(REPO_ROOT, 'apps/web/dist-ssr/render-page.js')).href;
  const { declaredScreens: list } = (await import(bundle)) as { declaredScreens: () => DeclaredScreen[] };
  return list();
};

/** A borrower with the order a screen shows, when there is one. */
export type ScreenBorrower = { session: BorrowerSession; orderId?: string };

/** The borrowers and records the declared screens are shown with. */
export type ScreenData = {
  /** No loan yet: the confirmation opens its agreement dialog. */
  firstTimer: ScreenBorrower;
  /** An application waiting for review. */
  applicant: Required<ScreenBorrower>;
  /** A loan 91 days on: a payment due, every repayment screen has its data, and a complaint filed. */
  repaying: Required<ScreenBorrower>;
  complaintId: string;
  /** A payment of 1.000,00 TZS on the repaying loan: its receipt. */
  paymentId: string;
};

/** The repaying borrower's complaint, in words of neither language's word list (no 'the'). */
export const COMPLAINT_WORDS = 'Pay code did not arrive.';

/** The borrowers every screen walk starts from, made on `server`. */
export const prepareScreenData = async (server: RunningServer): Promise<ScreenData> => {
  const [firstTimer, applicant, repaying] = await Promise.all([
    loginBorrower(server),
    loginBorrower(server),
    paidOutLoan(server, '1'),
  ]);
  // An application needs a payout account first.
  await bindAccount(server, applicant);
  const [applied, complaintId] = await Promise.all([
    applyForLoan(server, applicant, '1'),
    fileComplaint(server, repaying.session, COMPLAINT_WORDS),
    opsOrFail(server, 'shift', repaying.orderId, '--days', '91'),
  ]);
  return {
    firstTimer: { session: firstTimer },
    applicant: { session: applicant, orderId: applied },
    repaying,
    complaintId,
    paymentId: await payAtAgent(server, repaying),
  };
};

/** Pays 1.000,00 TZS on the loan with a pay code at an agent, leaving no code open; the payment's id. */
const payAtAgent = async (server: RunningServer, { session, orderId }: Required<ScreenBorrower>) => {
  const amount = 1_000_00;
  const trade = await borrowerCall(server, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
    orderId,
    amount,
    bankCode: 'TZ0002',
    cardNo: '0712345678',
    isDelay: 0,
  });
  const tradeNo = String(trade.data?.tradeNo);
  const code = await borrowerCall(server, session, 'GET', '/v3/loan-details/repayment-code', { tradeNo });
  await opsOrFail(server, 'pay-code', String(code.data?.payCode), String(amount));
  const details = await borrowerCall(server, session, 'GET', '/v3/loan-details/loan-details', { orderId });
  const payments = (details.data?.payments ?? []) as { paymentId: string }[];
  return payments[0]?.paymentId ?? '';
};

/**
 * A declared screen at its address, in `language`, with the data it shows: by default the repaying
 * borrower's, or that of the borrower named by `as`.
 */
export const screenUrl = (
  screen: DeclaredScreen,
  language: string,
  data: ScreenData,
  as: 'firstTimer' | 'applicant' | 'repaying' = 'repaying',
) => {
  const { session, orderId } = data[as];
  const params = {
    ...(orderId === undefined ? {} : { orderId }),
    productId: '1',
    problemId: data.complaintId,
    problemType: '2',
    paymentId: data.paymentId,
    // The channel app's: the promotion's template and the e-wallet's amount.
    id: '1',
    amount: '100000',
    language,
  };
  if (screen.group === 'official') return `${screen.path}?language=${language}`;
  // The channel app's screens at their real paths under /h5, which the server renders.
  if (screen.group === 'channel') return `/h5${borrowerPath(screen.path, session, params)}`;
  return borrowerPath(screen.path, session, params);
};
