import { formatMoney } from '@tz-loan/contract/platform/money';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  applyForLoan,
  type BorrowerSession,
  bindAccount,
  borrowerCall,
  borrowerPath,
  loginBorrower,
  runOps,
} from './support/api.ts';
import { type Phone, problemsOf, e2e as test } from './support/fixture.ts';
import { screenshot } from './support/host.ts';
import type { RunningServer } from './support/server.ts';
import {
  firstAdmin,
  invitedMember,
  STAFF_E2E_PASSWORD,
  type StaffMemberSession,
  totpCode,
} from './support/staff.ts';
import {
  axeInBothLanguages,
  axeViolations,
  DESKTOP,
  menuLabels,
  openMenu,
  signIn,
  stripesPng,
} from './support/staff-console-page.ts';

// The lender's staff at their desks (PRODUCT.md §18), on the real server and through the console's own
// sign-in: an admin invites the team, an agent answers a complaint with a photo, two finance officers
// confirm a payment reference under four eyes, a credit officer approves an order; axe on every page
// they see, in English and Kiswahili.

test.override({
  serverOptions: {
    env: { AUTO_APPROVE_AFTER_SECONDS: 'off', AUTO_PAYOUT_AFTER_SECONDS: '0', SMS_RESEND_SECONDS: '0' },
  },
});

type Person = { username: string; totpSecret: string };

let server: RunningServer;
let admin: StaffMemberSession;
/** Makes the loans the journeys start from, at the command line. */
let underwriter: StaffMemberSession;
/** The people the admin invites in the browser, by username. */
const team = new Map<string, Person>();
/** The console's problems of each test, and axe's findings on its pages. */
let consoles: Phone[] = [];
let axeFound: string[] = [];

test.beforeAll(async ({ server: started }) => {
  server = started;
  admin = await firstAdmin(server);
  underwriter = await invitedMember(server, admin, 'underwriter', ['credit']);
});
test.beforeEach(() => {
  consoles = [];
  axeFound = [];
});
test.afterEach(() => {
  expect(axeFound).toEqual([]);
  expect(consoles.flatMap((console) => problemsOf(console))).toEqual([]);
});

/** A fresh browser at a desk (its own cookies), watched for errors and failed answers. */
const desk = async (openPhone: (options: object) => Promise<Phone>) => {
  const opened = await openPhone(DESKTOP);
  consoles.push(opened);
  return opened.page;
};

const axe = async (page: Page, where: string) => {
  axeFound.push(...(await axeInBothLanguages(page, where)));
};

const ops = async (...args: string[]) => {
  const result = await runOps(server, args, { STAFF_TOKEN: underwriter.token });
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
};

/** The borrower's loan details as the API answers them. */
const loanOf = async (session: BorrowerSession, orderId: string) => {
  const answer = await borrowerCall(server, session, 'GET', '/v3/loan-details/loan-details', { orderId });
  return answer.data as { orderStatus: number };
};

type PlanRow = { periodNo: number; totalAmount: number; periodStatus: string };
const planOf = async (session: BorrowerSession, orderId: string) => {
  const answer = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
    orderId,
  });
  const data = answer.data as {
    amountMax: number;
    repayPlanDetail: { repayWaitDetail: PlanRow[]; repayYetDetail: PlanRow[] };
  };
  return { owed: data.amountMax, ...data.repayPlanDetail };
};

/** A borrower whose loan of product 2 is paid out (approved at the command line, paid out at once). */
const paidOutLoan = async () => {
  const session = await loginBorrower(server);
  await bindAccount(server, session);
  const orderId = await applyForLoan(server, session, '2');
  await ops('approve', orderId);
  await expect.poll(async () => (await loanOf(session, orderId)).orderStatus, { timeout: 15_000 }).toBe(170);
  return { session, orderId };
};

/** The invitee opens the link in a browser of their own, chooses a name and password and enrols. */
const acceptInBrowser = async (page: Page, link: string, username: string): Promise<Person> => {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Accept your invitation' }).waitFor();
  axeFound.push(...(await axeViolations(page, '/staff/invite')));
  await page.getByLabel('Choose a username').fill(username);
  await page.getByLabel(/^Choose a password/).fill(STAFF_E2E_PASSWORD);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
  axeFound.push(...(await axeViolations(page, '/staff/invite (enrol)')));
  const key = (await page.locator('.ant-typography code').first().innerText()).trim();
  await page.getByLabel('6-digit code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  return { username, totpSecret: key };
};

const person = (username: string) => {
  const found = team.get(username);
  if (!found) throw new Error(`${username} was not invited`);
  return found;
};

/** A borrower's complaint with one photo, as the phone sends it; its id and the reference they quote. */
const complaintWithPhoto = async (session: BorrowerSession) => {
  const q = new URLSearchParams({ userId: session.userId, sessionId: session.sessionId });
  const form = new FormData();
  form.append('problemImage', new Blob([stripesPng(120, 90, [200, 60, 20])], { type: 'image/png' }), 'a.png');
  const uploaded = (await (
    await fetch(`${server.baseUrl}/tapi/user-problem/upload-problem-img?${q}`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    })
  ).json()) as { code: number | string; message: string; data?: { url: string } };
  // The photo upload answers the spec's success code, '00'.
  expect(uploaded.data?.url, uploaded.message).toBeTruthy();
  const saved = await borrowerCall(server, session, 'POST', '/user-problem/problem-save', {
    problemType: 2,
    problemDetail: 'A collector called my employer twice.',
    problemImage: uploaded.data?.url ?? '',
  });
  expect(saved.data?.reference, saved.message).toMatch(/^C\d{4}-\d{6}$/);
  return { problemId: String(saved.data?.problemId), reference: String(saved.data?.reference) };
};

describe('the staff console at a desk (real server, real sign-in)', () => {
  // This journey and the four-eyes one below are the longest: four people enrol in turn, each in a
  // browser of their own; two officers sign in and act in turn. Every step waits for what its person
  // would see; on a slower machine the whole took over 60 s (no step alone did), hence 120 s each.
  test('an admin invites an agent, two finance officers and a credit officer; each enrols and sees their menu', async ({
    openPhone,
  }) => {
    const page = await desk(openPhone);
    await page.goto('/staff');
    await page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' }).waitFor();
    axeFound.push(...(await axeViolations(page, '/staff (sign in)')));
    await signIn(page, admin);
    await openMenu(page, 'Staff');
    await axe(page, '/staff/members');
    await screenshot(page, 'staff-1-members');

    const invitees: [username: string, name: string, role: string][] = [
      ['agent.asha', 'Asha Agent', 'Agent'],
      ['finance.baraka', 'Baraka Finance', 'Finance'],
      ['finance.chausiku', 'Chausiku Finance', 'Finance'],
      ['credit.daudi', 'Daudi Credit', 'Credit'],
    ];
    for (const [username, name, role] of invitees) {
      await page.getByRole('button', { name: 'Invite a person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a person' });
      await dialog.getByLabel('Name').fill(name);
      const box = dialog.getByRole('checkbox', { name: role, exact: true });
      await box.click();
      // The form sets the box from its own value as the click's update commits, which a busy machine
      // may finish after the click returns: Playwright's check() reads it at once (and then fails).
      await expect.poll(() => box.isChecked()).toBe(true);
      if (username === 'agent.asha') {
        // A dialog in English only: the language switch sits behind it.
        axeFound.push(...(await axeViolations(page, '/staff/members (invite)')));
      }
      await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
      const shown = page.getByRole('alert').filter({ hasText: `Send this link to ${name}` });
      await shown.waitFor();
      const link = (await shown.locator('code').innerText()).trim();
      expect(link).toMatch(new RegExp(`^${server.baseUrl}/staff/invite#\\S+$`));
      if (username === 'agent.asha') await screenshot(page, 'staff-2-invite-link');

      const theirs = await desk(openPhone);
      team.set(username, await acceptInBrowser(theirs, link, username));
      const menu = await menuLabels(theirs);
      if (role === 'Agent') {
        expect(menu).toContain('Complaints');
        expect(menu).not.toContain('Approvals');
        await screenshot(theirs, 'staff-3-agent-menu');
      }
      if (role === 'Finance')
        expect(menu).toEqual(expect.arrayContaining(['Approvals', 'Payment references']));
      expect(menu).not.toContain('Staff');
      await theirs.context().close();
    }
    await page.reload();
    await page.getByRole('cell', { name: 'credit.daudi' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Asha Agent' }).innerText()).toMatch(/Agent.*Yes/s);
  }, 120_000);

  test('the agent finds a complaint by its reference, sees its photo and replies with a photo; the borrower reads it', async ({
    openPhone,
    phone,
  }) => {
    const borrower = await loginBorrower(server);
    const { problemId, reference } = await complaintWithPhoto(borrower);
    const page = await desk(openPhone);
    await signIn(page, person('agent.asha'));
    await openMenu(page, 'Complaints');
    await page.getByRole('searchbox', { name: 'Search by reference or phone' }).fill(reference);
    await page.getByRole('searchbox', { name: 'Search by reference or phone' }).press('Enter');
    await page.getByRole('button', { name: `Open ${reference}` }).click();
    const drawer = page.getByRole('dialog', { name: `Complaint ${reference}` });
    await drawer.getByText('A collector called my employer twice.').waitFor();
    const photo = drawer.getByRole('img', { name: `Photo 1 of complaint ${reference}` });
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    axeFound.push(...(await axeViolations(page, '/staff/complaints (complaint)')));
    await screenshot(page, 'staff-4-complaint');

    await drawer.getByLabel('Reply text').fill('We spoke to the collector; it will not happen again.');
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'reply.png',
      mimeType: 'image/png',
      buffer: stripesPng(96, 64, [20, 90, 200]),
    });
    await drawer.locator('.ant-upload-list-item-done').waitFor();
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent; the borrower gets an SMS').waitFor();
    const sentPhoto = drawer.getByRole('img', { name: 'Photo 1 of the reply' });
    await expect
      .poll(() => sentPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'staff-5-replied');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await axe(page, '/staff/complaints');

    await phone.page.goto(borrowerPath('/complainDetails', borrower, { problemId }));
    const reply = phone.page.getByRole('region', { name: 'Our reply' });
    await reply.getByText('We spoke to the collector; it will not happen again.').waitFor();
    await expect
      .poll(() => reply.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(phone.page, 'staff-6-borrower-reads-reply');
    expect(problemsOf(phone, ['pageErrors', 'failedResponses'])).toEqual([]);
  }, 60_000);

  test('finance officer A confirms a payment reference, B approves it; only then the plan shows the payment', async ({
    openPhone,
  }) => {
    const { session, orderId } = await paidOutLoan();
    const before = await planOf(session, orderId);
    const first = before.repayWaitDetail[0] as PlanRow;
    await borrowerCall(server, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
      orderId,
      amount: first.totalAmount,
      bankCode: 'TZ0001',
      cardNo: '',
      isDelay: 0,
    });
    const utr = `E2E${orderId}UTR`;
    const sent = await borrowerCall(server, session, 'POST', '/v3/loan-details/submit-utr', {
      orderId,
      utr,
      isDelay: 0,
    });
    expect(sent.code, sent.message).toBe(0);

    const a = await desk(openPhone);
    await signIn(a, person('finance.baraka'));
    await openMenu(a, 'Payment references');
    const row = a.getByRole('row').filter({ hasText: utr });
    const amount = `${formatMoney(first.totalAmount)} TZS`;
    await row.getByText(amount).waitFor();
    await axe(a, '/staff/references');
    await row.getByRole('button', { name: `Confirm ${utr}` }).click();
    const asked = a.getByRole('dialog').filter({ hasText: `Confirm payment reference ${utr}?` });
    await asked.getByText(`This pays ${amount} into order ${orderId}`).waitFor();
    axeFound.push(...(await axeViolations(a, '/staff/references (confirm)')));
    await screenshot(a, 'staff-7-confirm-reference');
    await asked.getByRole('button', { name: 'Propose' }).click();
    await a.getByText('Proposed: it waits for a second person to approve').waitFor();
    await row.getByText('Already proposed').waitFor();
    expect(await planOf(session, orderId)).toEqual(before);

    await openMenu(a, 'Approvals');
    const own = a.getByRole('row').filter({ hasText: utr });
    await own.getByText('Your proposal: another person approves it').waitFor();
    expect(await own.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await axe(a, '/staff/approvals (own proposal)');
    await screenshot(a, 'staff-8-own-proposal');

    const b = await desk(openPhone);
    await signIn(b, person('finance.chausiku'));
    await openMenu(b, 'Approvals');
    const theirs = b.getByRole('row').filter({ hasText: utr });
    await theirs.getByText('Confirm payment reference').waitFor();
    await screenshot(b, 'staff-9-approve');
    await theirs.getByRole('button', { name: /^Approve/ }).click();
    await theirs.waitFor({ state: 'detached' });
    await axe(b, '/staff/approvals');
    const after = await planOf(session, orderId);
    expect(after.repayYetDetail.map((paid) => paid.periodNo)).toEqual([first.periodNo]);
    expect(after.owed).toBe(before.owed - first.totalAmount);
  }, 120_000);

  test('a credit officer approves an order waiting at 21 from the Orders page; the order moves on', async ({
    openPhone,
  }) => {
    const session = await loginBorrower(server);
    await bindAccount(server, session);
    const orderId = await applyForLoan(server, session, '1');
    expect((await loanOf(session, orderId)).orderStatus).toBe(21);

    const page = await desk(openPhone);
    await signIn(page, person('credit.daudi'));
    await openMenu(page, 'Orders');
    await axe(page, '/staff/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderId, exact: true }) });
    await row.getByRole('button', { name: 'Approve' }).click();
    const asked = page.getByRole('dialog').filter({ hasText: `Approve order ${orderId}?` });
    await screenshot(page, 'staff-10-approve-order');
    await asked.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Done: status 21 → \d+/).waitFor();
    await expect.poll(async () => (await loanOf(session, orderId)).orderStatus).not.toBe(21);
    await row.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    await screenshot(page, 'staff-11-order-approved');
  }, 60_000);
});
