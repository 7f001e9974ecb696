import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { borrowerCall, paidOutLoan, runOps } from './support/api.ts';
import { e2e as test } from './support/fixture.ts';
import {
  bridgeLog,
  loginInHost,
  openLoanInHost,
  pressNativeBack,
  screenshot,
  webviewAt,
} from './support/host.ts';
import type { RunningServer } from './support/server.ts';

// Complaints through the native host (PRODUCT.md §12): a borrower with an overdue loan complains about
// debt collection with two photos, the lender's staff answer at the command line, the borrower reads
// the answer and rates it; an order repaid before it was ever due refuses a collection complaint;
// customer service calls through the native app.

test.override({ serverOptions: { env: { SMS_RESEND_SECONDS: '0' } } });

let server: RunningServer;
/** The test's phone. */
let page: Page;
let pageErrors: string[];
const uploads: number[] = [];

test.beforeAll(({ server: started }) => {
  server = started;
});
test.beforeEach(({ phone }) => {
  ({ page, pageErrors } = phone);
});

const ops = async (...args: string[]) => {
  const result = await runOps(server, args);
  expect(result.code, `ops ${args.join(' ')}: ${result.output}`).toBe(0);
  return result.output;
};

/** The borrower of `session` on a phone, at the loan details of `orderId`. */
const onPhone = async (mobilePhone: string, orderId: string) => {
  page.on('request', (request) => {
    if (request.url().includes('/user-problem/upload-problem-img'))
      uploads.push(request.postDataBuffer()?.length ?? 0);
  });
  await loginInHost(page, `0${mobilePhone.slice(3)}`);
  return openLoanInHost(page, orderId);
};

/** A photo made on the phone: noise, so that it does not compress away (a camera's photo is like it). */
const photo = (frame: Frame, width: number, height: number, type: 'image/jpeg' | 'image/png') =>
  frame.evaluate(
    async ({ width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = context.createImageData(width, height);
      for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : (i * 7919) % 251;
      context.putImageData(pixels, 0, 0);
      const blob = (await new Promise<Blob | null>((done) => canvas.toBlob(done, type, 0.95))) as Blob;
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { width, height, type },
  );

describe('complaints through /host (phone emulation)', () => {
  test('an overdue loan: a collection complaint with two photos, the staff reply, the borrower reads and rates it', async () => {
    const { session, orderId } = await paidOutLoan(server, '2');
    await ops('shift', orderId, '--days', '100');
    let frame = await onPhone(session.mobilePhone, orderId);

    await frame.getByRole('link', { name: 'Make a complaint' }).click();
    frame = await webviewAt(page, '/codliverDa');
    await frame.getByRole('region', { name: 'Order' }).getByText('Overdue').waitFor();
    await frame.getByRole('button', { name: 'Debt collection' }).click();
    await screenshot(page, 'complaint-1-types');
    await frame.getByRole('button', { name: 'Contacting my family, friends or employer' }).click();
    frame = await webviewAt(page, '/complainPageNext');

    await frame.getByText(/We will reply within 3 working days, by \d{4}-\d{2}-\d{2}/).waitFor();
    await frame.getByLabel('What happened?').fill('A collector called my employer twice about my loan.');
    const large = Buffer.from(await photo(frame, 3000, 2000, 'image/jpeg'));
    const small = Buffer.from(await photo(frame, 240, 180, 'image/png'));
    expect(large.length).toBeGreaterThan(2_000_000);
    await frame.locator('input[type="file"]').setInputFiles([
      { name: 'large.jpg', mimeType: 'image/jpeg', buffer: large },
      { name: 'small.png', mimeType: 'image/png', buffer: small },
    ]);
    await frame.getByRole('img', { name: 'Attachment 2' }).waitFor();
    await frame.getByRole('progressbar').first().waitFor({ state: 'detached' });
    // The large photo was shrunk on the phone before it was sent; the small one went as it was.
    expect(uploads).toHaveLength(2);
    expect(Math.max(...uploads)).toBeLessThan(1_000_000);
    await screenshot(page, 'complaint-2-form');

    await frame.getByRole('button', { name: 'Send' }).click();
    const sent = frame.getByRole('dialog', { name: 'Complaint sent' });
    await sent.waitFor();
    const reference = /C\d{4}-\d{6}/.exec(await sent.innerText())?.[0] ?? '';
    expect(reference).not.toBe('');
    await screenshot(page, 'complaint-3-sent');
    frame = await webviewAt(page, '/complaintList');
    const entry = frame
      .getByRole('tabpanel', { name: 'Processing' })
      .getByRole('link')
      .filter({ hasText: reference });
    await entry.waitFor();
    const problemId = new URL(await entry.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get(
      'problemId',
    );
    await screenshot(page, 'complaint-4-list');

    // The staff see it and answer with text and a photo.
    expect(await ops('complaints', '--open')).toContain(reference);
    const replyPhoto = join(server.dataDir, 'reply.png');
    writeFileSync(replyPhoto, small);
    await ops(
      'reply',
      problemId ?? '',
      '--text',
      'We spoke to the collector; it will not happen again.',
      '--image',
      replyPhoto,
    );

    await frame.goto(frame.url());
    await frame.getByRole('tab', { name: /Replied/ }).click();
    await frame
      .getByRole('tabpanel', { name: 'Replied' })
      .getByRole('link')
      .filter({ hasText: reference })
      .click();
    frame = await webviewAt(page, '/complainDetails');
    const reply = frame.getByRole('region', { name: 'Our reply' });
    await reply.getByText('We spoke to the collector; it will not happen again.').waitFor();
    await expect(frame.getByRole('list', { name: 'Your photos' }).getByRole('button').count()).resolves.toBe(
      2,
    );
    // The staff's photo is shown once it has loaded, as the borrower would wait for it.
    await expect
      .poll(() => reply.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await frame.getByText(new RegExp(`Bank of Tanzania.*${reference}`)).waitFor();

    // The rating modal comes 3 s after the details load.
    const rating = frame.getByRole('dialog', { name: 'Please rate this service' });
    await rating.waitFor();
    await screenshot(page, 'complaint-5-rating');
    await rating.getByRole('button', { name: '4 stars' }).click();
    await rating.getByRole('button', { name: 'Send' }).click();
    await frame.getByText('Thank you for your rating').waitFor();
    await rating.waitFor({ state: 'detached' });

    // Rated once: the list no longer asks for it.
    await pressNativeBack(page);
    frame = await webviewAt(page, '/complaintList');
    await frame.goto(frame.url());
    await frame.getByRole('tab', { name: /Replied/ }).click();
    const rated = frame
      .getByRole('tabpanel', { name: 'Replied' })
      .getByRole('link')
      .filter({ hasText: reference });
    await rated.waitFor();
    await expect(rated.innerText()).resolves.not.toContain('Rate the reply');
    expect(pageErrors).toEqual([]);
  }, 120_000);

  test('an order repaid before it was ever due refuses a collection complaint; customer service calls', async () => {
    const { session, orderId } = await paidOutLoan(server, '1');
    const plan = await borrowerCall(server, session, 'POST', '/v3/installment/loan-play-detail-yd', {
      orderId,
    });
    const amount = Number(plan.data?.amountMax);
    const trade = await borrowerCall(server, session, 'POST', '/v3/loan-details/generate-vcode-yd', {
      orderId,
      amount,
      bankCode: 'TZ0002',
      cardNo: '0712345678',
      isDelay: 0,
    });
    const tradeNo = String(trade.data?.tradeNo);
    const code = await borrowerCall(server, session, 'GET', '/v3/loan-details/repayment-code', { tradeNo });
    await ops('pay-code', String(code.data?.payCode), String(amount));

    let frame = await onPhone(session.mobilePhone, orderId);
    await frame.getByRole('link', { name: 'Make a complaint' }).click();
    frame = await webviewAt(page, '/codliverDa');
    await frame.getByRole('region', { name: 'Order' }).getByText('Settled').waitFor();
    await frame.getByRole('button', { name: 'Debt collection' }).click();
    await frame.getByText('The selected order does not support sending collection types').waitFor();
    await expect(
      frame.getByRole('list', { name: 'What happened during debt collection?' }).count(),
    ).resolves.toBe(0);

    await pressNativeBack(page);
    frame = await webviewAt(page, '/squidChive');
    await frame.getByRole('link', { name: 'Customer service' }).click();
    frame = await webviewAt(page, '/pinetreeIs');
    await frame.getByRole('button', { name: /Telephone/ }).click();
    await expect.poll(async () => (await bridgeLog(page)).join('\n')).toContain('callTelephone');
    const email = frame.getByRole('link', { name: /E-mail/ });
    expect(await email.getAttribute('href')).toMatch(/^mailto:.+@.+/);
    await screenshot(page, 'complaint-6-customer-service');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
