import { Code } from '@tz-loan/contract/platform/envelope';
import { isLanguage } from '@tz-loan/contract/platform/language';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { borrowers } from '../../db/schema/auth.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { badRequest, DomainError, notFound } from '../../domain/errors.ts';
import type { StaffIdentity } from '../../domain/staff-identity.ts';
import type { ObjectStorage } from '../../providers/storage/object-storage.ts';
import { type Language, say } from '../../shared/i18n.ts';
import { readAddress, signAddress } from '../../shared/signed-address.ts';
import { enqueue } from '../outbox/outbox.ts';
import { eraseAccount } from './erasure.ts';
import { collectMyData } from './export.ts';
import {
  closeRequest,
  findBorrower,
  openOrderOf,
  ordersOf,
  requestExists,
  staffRequests,
} from './repository.ts';
import { ERASED, KEPT, OUTCOME_SMS, RIGHTS_REFUSALS, RIGHTS_TEXTS } from './texts.ts';

const DAY_MS = 86_400_000;
/** The download's address is good this long: enough to start it, no more. */
const DOWNLOAD_TTL_MS = 5 * 60_000;
const DOWNLOAD_PURPOSE = 'my-data-download';

const REQUEST_NOT_FOUND = { en: 'No such request', sw: 'Hakuna ombi hilo' };
const REQUEST_HANDLED = {
  en: 'This request already has its outcome',
  sw: 'Ombi hili tayari lina matokeo yake',
};

type StaffRow = Awaited<ReturnType<typeof staffRequests>>[number];

const staffView = (row: StaffRow, at: Date) => ({
  ...row,
  kind: row.kind as 'correction' | 'deletion',
  status: row.status as 'open' | 'done' | 'refused',
  handledBy: row.handledBy ? `ops:${row.handledBy}` : null,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  overdue: row.status === 'open' && row.dueAt.getTime() < at.getTime(),
});

const yearsAfter = (from: Date, years: number) => {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
};

/**
 * Tells the borrower, by SMS in their language, that staff answered their request (written in the
 * outcome's transaction, once: the outbox key is the request's). A closed account is told nothing: its
 * phone is no longer theirs to write to.
 */
const tellOutcome = async (
  tx: Tx,
  request: { id: number; borrowerId: number },
  status: 'done' | 'refused',
) => {
  const borrower = await findBorrower(tx, request.borrowerId);
  if (!borrower || borrower.closedAt) return;
  const language = isLanguage(borrower.language) ? borrower.language : 'en';
  const text = say(OUTCOME_SMS[status], language, { id: String(request.id) });
  await enqueue(tx, 'sms', `rights-outcome:${request.id}`, { phone: borrower.phone, text });
};

export type RightsService = ReturnType<typeof createRightsService>;

export type RightsDeps = {
  storage: Pick<ObjectStorage, 'delete'>;
  settings: Config['rights'];
  log?: { warn: (details: object, message: string) => void };
  /** The key the download addresses are signed with. */
  linkSecret: string;
  /** The auth service's SMS-code check: the phone's borrower id, null when it has none. */
  verifyPhone: (phone: string, code: string, client: { address: string }) => Promise<number | null>;
};

/** A borrower's data rights (PRODUCT.md §21): see everything held, ask for a correction, close the account. */
export const createRightsService = (db: Db, deps: RightsDeps, now: () => Date = () => new Date()) => {
  const dueAt = (from: Date) => new Date(from.getTime() + deps.settings.requestDays * DAY_MS);

  const service = {
    myData: (borrowerId: number) => collectMyData(db, borrowerId, now()),

    /** A signed address of the JSON file, for the phone's downloader: no session in it. */
    downloadLink: (borrowerId: number, path: string) => {
      const { query, expiresAt } = signAddress(
        deps.linkSecret,
        DOWNLOAD_PURPOSE,
        { b: String(borrowerId) },
        now(),
        DOWNLOAD_TTL_MS,
      );
      return { url: `${path}?${query}`, expiresAt };
    },

    /** What a signed address grants: the file's data. A forged, altered or expired one is not found. */
    download: async (query: Record<string, unknown>) => {
      const granted = readAddress(deps.linkSecret, DOWNLOAD_PURPOSE, query, ['b'], now());
      const borrowerId = Number(granted?.b);
      if (!granted || !Number.isSafeInteger(borrowerId)) throw notFound(RIGHTS_REFUSALS.linkNotFound);
      return collectMyData(db, borrowerId, now());
    },

    askCorrection: async (borrowerId: number, detail: string, channel: 'app' | 'web' = 'app') => {
      const at = now();
      const [row] = await db
        .insert(rightsRequests)
        .values({ borrowerId, kind: 'correction', channel, detail, dueAt: dueAt(at), createdAt: at })
        .returning();
      if (!row) throw new Error('request not recorded');
      return { requestId: String(row.id), dueAt: row.dueAt.toISOString() };
    },

    /**
     * Closes the account at once and erases what need not be kept; refused while a loan is open.
     * Recorded as a request already done, so staff see it in the register with the rest.
     */
    deleteAccount: async (borrowerId: number, language: Language, channel: 'app' | 'web' = 'app') => {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const [borrower] = await tx
          .select()
          .from(borrowers)
          .where(eq(borrowers.id, borrowerId))
          .for('update');
        if (!borrower || borrower.closedAt) throw notFound(RIGHTS_REFUSALS.closed);
        const open = await openOrderOf(tx, borrowerId);
        if (open)
          throw new DomainError(Code.conflict, RIGHTS_REFUSALS.loanOpen, { orderId: String(open.id) });
        const hasLoans = (await ordersOf(tx, borrowerId)).length > 0;
        const keptUntil = hasLoans ? yearsAfter(at, deps.settings.retentionYears) : null;
        const photos = await eraseAccount(tx, borrower, { closedAt: at, keptUntil });
        await tx.insert(rightsRequests).values({
          borrowerId,
          kind: 'deletion',
          channel,
          status: 'done',
          outcome: RIGHTS_TEXTS.closedInApp.en,
          handledAt: at,
          dueAt: at,
          createdAt: at,
        });
        return { keptUntil, photos };
      });
      for (const key of outcome.photos)
        await deps.storage.delete(key).catch((err) => deps.log?.warn({ err, key }, 'photo not removed'));
      // The registers of complaints and requests hold no phone or words once erased; they are kept as long.
      const until = yearsAfter(at, deps.settings.retentionYears).toISOString().slice(0, 10);
      const kept = [
        ...(outcome.keptUntil ? [KEPT.loans, KEPT.consents] : []),
        KEPT.complaints,
        KEPT.requests,
      ].map((what) => ({ what: say(what, language), until }));
      return {
        closedAt: at.toISOString(),
        erased: Object.values(ERASED).map((m) => say(m, language)),
        kept,
      };
    },

    /** Staff's list: open requests first, the nearest deadline on top. */
    requests: async (openOnly: boolean) => {
      const at = now();
      return (await staffRequests(db, openOnly)).map((row) => staffView(row, at));
    },

    /** Staff record what was done; a request has one outcome. */
    recordOutcome: async (
      requestId: number,
      outcome: { status: 'done' | 'refused'; outcome: string },
      staff: Pick<StaffIdentity, 'memberId'>,
    ) => {
      const at = now();
      const closed = await db.transaction(async (tx) => {
        const row = await closeRequest(tx, requestId, {
          ...outcome,
          handledBy: staff.memberId,
          handledAt: at,
        });
        if (row) await tellOutcome(tx, row, outcome.status);
        return row;
      });
      if (!closed) {
        if (await requestExists(db, requestId)) throw new DomainError(Code.conflict, REQUEST_HANDLED);
        throw notFound(REQUEST_NOT_FOUND);
      }
      const [row] = (await staffRequests(db, false)).filter((r) => r.id === requestId);
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      return staffView(row, at);
    },

    /** A request from the web page outside the app: the phone proven by its SMS code, then as in the app. */
    webRequest: async (
      input: { phone: string; code: string; kind: 'correction' | 'deletion'; detail: string },
      client: { address: string },
      language: Language,
    ) => {
      // Refused before the code is spent: the borrower can fix the words and send the same code.
      if (input.kind === 'correction' && !input.detail) throw badRequest(RIGHTS_REFUSALS.detailRequired);
      const borrowerId = await deps.verifyPhone(input.phone, input.code, client);
      if (borrowerId === null) throw notFound(RIGHTS_REFUSALS.noAccount);
      if (input.kind === 'correction')
        return {
          kind: input.kind,
          request: await service.askCorrection(borrowerId, input.detail, 'web'),
          closed: null,
        };
      return {
        kind: input.kind,
        request: null,
        closed: await service.deleteAccount(borrowerId, language, 'web'),
      };
    },
  };
  return service;
};
