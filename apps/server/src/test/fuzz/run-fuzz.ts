import { type FuzzRequest, fuzzRequest } from './fuzz-request.ts';
import { type FuzzWorld, randomSource } from './hostile-values.ts';

// What a leaked stack or internal error looks like in an answer.
const STACK =
  /\bat [\w.<>$]+ \(|\bat file:|\.ts:\d+:\d+|node_modules|\bError: |"stack"|TypeError|ReferenceError|SQLSTATE|syntax error at|drizzle|DrizzleQueryError/;

export type FuzzReport = {
  total: number;
  byStatus: Record<string, number>;
  serverErrors: { request: FuzzRequest; status: number; body: string }[];
  stacks: { request: FuzzRequest; status: number; body: string }[];
};

/**
 * Sends `count` hostile requests through `send`, `concurrency` at a time, and reports every 5xx and
 * every answer that reads like a stack or an internal error.
 */
export const runFuzz = async (
  send: (request: FuzzRequest) => Promise<{ status: number; body: string }>,
  world: FuzzWorld,
  {
    count,
    seed,
    concurrency = 8,
    onProgress,
  }: { count: number; seed: number; concurrency?: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> => {
  const r = randomSource(seed);
  const report: FuzzReport = { total: 0, byStatus: {}, serverErrors: [], stacks: [] };
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued += 1;
      const request = fuzzRequest(r, world);
      const { status, body } = await send(request);
      report.total += 1;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500) report.serverErrors.push({ request, status, body: body.slice(0, 300) });
      if (STACK.test(body)) report.stacks.push({ request, status, body: body.slice(0, 300) });
      if (onProgress && report.total % 10_000 === 0) onProgress(report.total);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
};

/**
 * Two borrowers with paid-out loans (the first overdue), and the objects their money has made: a
 * pay code, a hosted pay page, a payment reference. `login`/`paidOutLoan`/`generate` are the test
 * kit's; passed in so the bench can use this file without the test runner.
 */
export const makeFuzzWorld = async (
  kit: {
    paidOutLoan: (options: { productId: number; daysAgo: number }) => Promise<{
      session: { userId: string; sessionId: string; mobilePhone: string };
      orderId: number;
    }>;
    generate: (
      session: Record<string, string>,
      body: Record<string, string | number>,
    ) => Promise<{
      data: { tradeNo: string; payUrl: string; repaymentInfo: { defDetail: { payCode: string } } | null };
    }>;
    submitUtr: (session: Record<string, string>, orderId: number, utr: string) => Promise<unknown>;
  },
  opsToken: string,
): Promise<FuzzWorld> => {
  const a = await kit.paidOutLoan({ productId: 1, daysAgo: 100 });
  const b = await kit.paidOutLoan({ productId: 2, daysAgo: 0 });
  const code = await kit.generate(a.session, { orderId: a.orderId, amount: 2_000_00, bankCode: 'TZ0001' });
  const page = await kit.generate(b.session, { orderId: b.orderId, amount: 3_000_00, bankCode: 'WEB' });
  const utr = `FUZZ${Date.now()}`;
  await kit.generate(a.session, { orderId: a.orderId, amount: 2_000_00, bankCode: 'TZ0001' });
  await kit.submitUtr(a.session, a.orderId, utr);
  return {
    sessions: [a.session, b.session],
    orderIds: [String(a.orderId), String(b.orderId)],
    tradeNos: [code.data.tradeNo, page.data.tradeNo],
    payCodes: [code.data.repaymentInfo?.defDetail.payCode ?? '000000000'],
    pageTokens: [page.data.payUrl.split('/').pop() ?? 'x'],
    utrs: [utr],
    opsToken,
  };
};
