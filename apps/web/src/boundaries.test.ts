import { describe, expect, it } from 'vitest';
import { type FixtureFile, violationsIn } from './test/boundaries.ts';

// Each rule of the web app's rooms (.dependency-cruiser.cjs, checked on the real tree by `npm test`) is
// shown here to catch the violation it exists for, on a small tree that commits it on purpose.

const W = 'apps/web/src';
const sorted = async (files: FixtureFile[]) => (await violationsIn(files)).sort();
const CLIENTS = `${W}/shared/http/clients.ts`;
const CALL_API = `${W}/shared/http/call-api.ts`;

describe("the web app's rooms", () => {
  it('a screen calling the HTTP clients itself is caught; its api/<call>.ts and its tests may', async () => {
    expect(
      await sorted([
        { path: `${W}/features/bank/bind-card-page.tsx`, imports: [CALL_API, CLIENTS] },
        { path: `${W}/features/bank/api/get-bank-account.ts`, imports: [CALL_API, CLIENTS] },
        { path: `${W}/features/content/site/api/send-contact-message.ts`, imports: [CALL_API] },
        { path: `${W}/features/bank/bank-save.test.tsx`, imports: [CLIENTS] },
        { path: CALL_API },
        { path: CLIENTS },
      ]),
    ).toEqual([
      `web-only-api-files-use-the-http-clients: ${W}/features/bank/bind-card-page.tsx → ${CALL_API}`,
      `web-only-api-files-use-the-http-clients: ${W}/features/bank/bind-card-page.tsx → ${CLIENTS}`,
    ]);
  });

  it('a hook beside the screens calling a client, and an api file in a nested folder, are caught', async () => {
    expect(
      await sorted([
        {
          path: `${W}/features/promotion/use-captcha.ts`,
          imports: [`${W}/shared/http/create-http-client.ts`],
        },
        {
          path: `${W}/features/promotion/api/captcha/get-sid.ts`,
          imports: [`${W}/shared/http/call-legacy-api.ts`],
        },
        { path: `${W}/shared/http/create-http-client.ts` },
        { path: `${W}/shared/http/call-legacy-api.ts` },
      ]),
    ).toEqual([
      `web-only-api-files-use-the-http-clients: ${W}/features/promotion/api/captcha/get-sid.ts → ${W}/shared/http/call-legacy-api.ts`,
      `web-only-api-files-use-the-http-clients: ${W}/features/promotion/use-captcha.ts → ${W}/shared/http/create-http-client.ts`,
    ]);
  });

  it('production code importing test/ is caught (a test kit left among the screens too); tests and test/ may', async () => {
    const kit = `${W}/test/bank/bank-test-kit.ts`;
    const found = await violationsIn([
      { path: `${W}/features/bank/bank-form.tsx`, imports: [kit] },
      { path: `${W}/app/start.tsx`, imports: [`${W}/test/mock-app.ts`] },
      { path: `${W}/features/complaint/complaint-test-kit.ts`, imports: [`${W}/test/render-route.tsx`] },
      { path: `${W}/features/bank/bank-save.test.tsx`, imports: [kit] },
      { path: kit, imports: [`${W}/test/render-route.tsx`] },
      { path: `${W}/test/mock-app.ts` },
      { path: `${W}/test/render-route.tsx` },
    ]);
    expect(found.filter((v) => v.startsWith('web-production-imports-no-test-folder')).sort()).toEqual([
      `web-production-imports-no-test-folder: ${W}/app/start.tsx → ${W}/test/mock-app.ts`,
      `web-production-imports-no-test-folder: ${W}/features/bank/bank-form.tsx → ${kit}`,
      `web-production-imports-no-test-folder: ${W}/features/complaint/complaint-test-kit.ts → ${W}/test/render-route.tsx`,
    ]);
    // The older rule lets a test kit through wherever it lies: this one is what keeps kits in test/.
    expect(found.filter((v) => v.includes('complaint-test-kit'))).toHaveLength(1);
  });

  it('a feature importing another is caught, from any part of it; its own parts may share', async () => {
    expect(
      await sorted([
        {
          path: `${W}/features/content/site/site-page.tsx`,
          imports: [`${W}/features/content/lender/lender-card.tsx`],
        },
        { path: `${W}/features/content/lender/lender-card.tsx` },
        {
          path: `${W}/features/promotion/use-lender-name.ts`,
          imports: [`${W}/features/content/lender/use-lender.ts`],
        },
        { path: `${W}/features/content/lender/use-lender.ts` },
      ]),
    ).toEqual([
      `features-do-not-import-each-other: ${W}/features/promotion/use-lender-name.ts → ${W}/features/content/lender/use-lender.ts`,
    ]);
  });

  it('the staff console and the borrower app importing each other are caught; its tests and test kit may', async () => {
    const page = `${W}/staff/orders/orders-page.tsx`;
    expect(
      await sorted([
        { path: page, imports: [`${W}/shared/ui/toast.ts`] },
        { path: `${W}/features/loan/details/loan-details.tsx`, imports: [page] },
        { path: `${W}/staff/orders/orders.test.tsx`, imports: [page, `${W}/test/staff/staff-test-kit.tsx`] },
        { path: `${W}/test/staff/staff-test-kit.tsx`, imports: [page] },
        { path: `${W}/shared/ui/toast.ts` },
      ]),
    ).toEqual([
      `borrower-app-never-loads-the-staff-console: ${W}/features/loan/details/loan-details.tsx → ${page}`,
      `staff-console-stands-apart: ${page} → ${W}/shared/ui/toast.ts`,
    ]);
  });

  it("a part's mock data dragging in a screen or a shared UI piece is caught; the handlers' type is fine", async () => {
    expect(
      await sorted([
        {
          path: `${W}/features/bank/mock.ts`,
          imports: [
            `${W}/shared/http/mock-types.ts`,
            `${W}/features/bank/bank-form-state.ts`,
            `${W}/shared/ui/toast.ts`,
          ],
        },
        { path: `${W}/shared/http/mock-types.ts` },
        { path: `${W}/features/bank/bank-form-state.ts` },
        { path: `${W}/shared/ui/toast.ts` },
      ]),
    ).toEqual([
      `mock-data-stands-alone: ${W}/features/bank/mock.ts → ${W}/features/bank/bank-form-state.ts`,
      `mock-data-stands-alone: ${W}/features/bank/mock.ts → ${W}/shared/ui/toast.ts`,
    ]);
  });
});
