import { createHash } from 'node:crypto';
import type {
  ComplaintInitData,
  ComplaintListData,
  ComplaintSaveData,
} from '@tz-loan/contract/complaint/calls';
import { ComplaintTab, ComplaintType } from '@tz-loan/contract/complaint/paths';
import { COMPLAINT_IMAGES_MAX } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Borrower } from '../../domain/borrower.ts';
import { badRequest, DomainError, notFound } from '../../domain/errors.ts';
import { tanzaniaToday } from '../../domain/loan-status.ts';
import type { SmsSender } from '../../providers/sms/sms-gateway.ts';
import { type Language, type Message, say } from '../../shared/i18n.ts';
import { ORDER_NOT_FOUND } from '../../shared/refusals.ts';
import { readDetail } from './detail-text.ts';
import { imageTokensOf } from './image-paths.ts';
import { claimImages, imagesOfComplaints } from './images/repository.ts';
import { orderCard } from './order-cards.ts';
import { formatReference } from './reference.ts';
import { replyByDate } from './reply-by.ts';
import {
  type ComplaintRow,
  findBorrowerOrder,
  findComplaint,
  findOpenByContent,
  insertComplaint,
  listBorrowerComplaints,
  listBorrowerOrders,
  nextReferenceSequence,
  rateComplaint,
} from './repository.ts';
import {
  COMPLAINT_SMS,
  COMPLAINT_SUBTYPE_TEXTS,
  COMPLAINT_TYPE_TEXTS,
  COMPLAINT_REFUSALS as REFUSED,
  TAB_TEXTS,
} from './texts.ts';
import { type ComplaintImages, detailView, listItem, replyPromiseText } from './views.ts';

/** The icon of each of the first three complaint types (PRODUCT.md §12); the screens draw them. */
const ICONS: Record<number, string> = { 1: 'collection', 2: 'repayment', 3: 'application' };

export type SaveInput = {
  problemType: number;
  problemSonType: string;
  problemDetail: string;
  problemImage: string;
  orderNo?: number | undefined;
};

export type ComplaintDeps = {
  sms: SmsSender;
  /** Where a failed SMS is reported: the complaint is kept whether or not its SMS leaves. */
  log: { warn: (detail: object, message: string) => void };
  now?: () => Date;
};

export type ComplaintService = ReturnType<typeof createComplaintService>;

/** A sub-type as sent: empty or 0 is none; anything else must be a whole number. */
const readSonType = (raw: string): number | null | 'invalid' => {
  const text = raw.trim();
  if (text === '' || text === '0') return null;
  return /^\d{1,2}$/.test(text) ? Number(text) : 'invalid';
};

/** The type and sub-type, as PRODUCT.md §12 allows them together. */
const checkTypes = (type: number, rawSonType: string) => {
  if (!(type in COMPLAINT_TYPE_TEXTS)) throw badRequest(REFUSED.chooseType);
  const sonType = readSonType(rawSonType);
  if (type === ComplaintType.debtCollection) {
    if (sonType === null || sonType === 'invalid' || !(sonType in COMPLAINT_SUBTYPE_TEXTS)) {
      throw badRequest(REFUSED.chooseSonType);
    }
    return sonType;
  }
  if (sonType !== null) throw badRequest(REFUSED.sonTypeOnlyForCollection);
  return null;
};

const detailOf = (raw: string) => {
  const detail = readDetail(raw);
  if (detail === 'empty') throw badRequest(REFUSED.describe);
  if (detail === 'tooLong') throw badRequest(REFUSED.tooLong, { max: 200 });
  return detail.text;
};

const imageTokens = (list: string) => {
  const tokens = imageTokensOf(list);
  if (tokens === null) throw notFound(REFUSED.imageNotFound);
  if (tokens.length > COMPLAINT_IMAGES_MAX)
    throw badRequest(REFUSED.tooManyImages, { max: COMPLAINT_IMAGES_MAX });
  return tokens;
};

const hashOf = (parts: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The photos of some complaints by complaint and role. */
export const groupImages = (rows: Awaited<ReturnType<typeof imagesOfComplaints>>) => {
  const byComplaint = new Map<number, ComplaintImages>();
  for (const row of rows) {
    if (row.complaintId === null) continue;
    const images = byComplaint.get(row.complaintId) ?? { complaint: [], reply: [] };
    (row.role === 'reply' ? images.reply : images.complaint).push(row.token);
    byComplaint.set(row.complaintId, images);
  }
  return (id: number): ComplaintImages => byComplaint.get(id) ?? { complaint: [], reply: [] };
};

/** Complaints as the borrower files, lists, reads and rates them (PRODUCT.md §12). */
export const createComplaintService = (db: Db, deps: ComplaintDeps) => {
  const now = deps.now ?? (() => new Date());

  const notify = async (phone: string, message: Message, row: ComplaintRow) => {
    const language = row.language === 'sw' ? 'sw' : 'en';
    const text = say(message, language, { reference: row.reference, date: row.replyBy });
    await deps.sms
      .send({ phone, text })
      .catch((err: unknown) => deps.log.warn({ err, complaintId: row.id }, 'complaint SMS not sent'));
  };

  const init = async (
    borrowerId: number,
    orderId: number | undefined,
    language: Language,
  ): Promise<ComplaintInitData> => {
    const today = tanzaniaToday(now());
    const named = orderId === undefined ? null : await findBorrowerOrder(db, borrowerId, orderId);
    if (orderId !== undefined && !named) throw notFound(ORDER_NOT_FOUND);
    const orders = await listBorrowerOrders(db, borrowerId);
    const replyBy = replyByDate(today);
    return {
      replyBy,
      replyPromise: replyPromiseText(replyBy, language),
      problemType: Object.entries(COMPLAINT_TYPE_TEXTS).map(([value, title]) => ({
        title: say(title, language),
        value: Number(value),
        icon: ICONS[Number(value)] ?? '',
      })),
      problemSonType: Object.entries(COMPLAINT_SUBTYPE_TEXTS).map(([value, title]) => ({
        title: say(title, language),
        value: Number(value),
      })),
      orderDetail: named ? orderCard(named, today, language) : null,
      orderList: orders.map((order) => orderCard(order, today, language)),
    };
  };

  const saved = (row: ComplaintRow, language: Language): ComplaintSaveData => ({
    problemId: String(row.id),
    reference: row.reference,
    replyBy: row.replyBy,
    replyPromise: replyPromiseText(row.replyBy, language),
  });

  /**
   * Files a complaint once: the same complaint again (a retry without a key, a double tap, 20 at
   * once) while the first is being processed answers the first, through the index on its content.
   */
  const save = async (borrower: Borrower, input: SaveInput, language: Language) => {
    const sonType = checkTypes(input.problemType, input.problemSonType);
    const detail = detailOf(input.problemDetail);
    const tokens = imageTokens(input.problemImage);
    const at = now();
    const today = tanzaniaToday(at);
    const order =
      input.orderNo === undefined ? null : await findBorrowerOrder(db, borrower.id, input.orderNo);
    if (input.orderNo !== undefined && !order) throw notFound(ORDER_NOT_FOUND);
    if (input.problemType === ComplaintType.debtCollection) {
      if (!order) throw badRequest(REFUSED.collectionNeedsOrder);
      if (orderCard(order, today, language).isShow !== 1) {
        throw new DomainError(Code.conflict, REFUSED.collectionNotSupported);
      }
    }
    const contentHash = hashOf([input.problemType, sonType, order?.id ?? null, detail, tokens]);
    const first = await findOpenByContent(db, borrower.id, contentHash);
    if (first) return saved(first, language);
    const year = Number(today.slice(0, 4));
    let row: ComplaintRow;
    try {
      row = await db.transaction(async (tx) => {
        const sequence = await nextReferenceSequence(tx, year);
        const complaint = await insertComplaint(tx, {
          borrowerId: borrower.id,
          reference: formatReference(year, sequence),
          problemType: input.problemType,
          problemSonType: sonType,
          orderId: order?.id ?? null,
          detail,
          language,
          contentHash,
          replyBy: replyByDate(today),
          createdAt: at,
        });
        const claim = { tokens, role: 'problem', owner: borrower.id, complaintId: complaint.id } as const;
        if ((await claimImages(tx, { ...claim, borrowerId: borrower.id })) !== tokens.length) {
          throw notFound(REFUSED.imageNotFound);
        }
        return complaint;
      });
    } catch (error) {
      // A concurrent twin committed first: its answer is this one's.
      const twin = isUniqueViolation(error) ? await findOpenByContent(db, borrower.id, contentHash) : null;
      if (!twin) throw error;
      return saved(twin, language);
    }
    await notify(borrower.phone, COMPLAINT_SMS.received, row);
    return saved(row, language);
  };

  const list = async (borrowerId: number, language: Language): Promise<ComplaintListData> => {
    const rows = await listBorrowerComplaints(db, borrowerId);
    const tab = (status: ComplaintRow['status']) =>
      rows.filter((row) => row.status === status).map((row) => listItem(row, language));
    return {
      tabs: [
        {
          title: say(TAB_TEXTS.processing, language),
          value: ComplaintTab.processing,
          list: tab('processing'),
        },
        { title: say(TAB_TEXTS.replied, language), value: ComplaintTab.replied, list: tab('replied') },
      ],
    };
  };

  const detail = async (borrowerId: number, complaintId: number, language: Language) => {
    const row = await findComplaint(db, complaintId, borrowerId);
    if (!row) throw notFound(REFUSED.complaintNotFound);
    const images = groupImages(await imagesOfComplaints(db, [row.id]));
    return detailView(row, images(row.id), language);
  };

  /** Rates a replied complaint, once; the rating is 1–5 stars. */
  const score = async (borrowerId: number, complaintId: number, raw: string) => {
    const stars = /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : null;
    const row = await findComplaint(db, complaintId, borrowerId);
    if (!row) throw notFound(REFUSED.complaintNotFound);
    if (stars === null) throw badRequest(REFUSED.chooseRating);
    if (await rateComplaint(db, { id: row.id, borrowerId, score: stars, at: now() })) return;
    const latest = await findComplaint(db, complaintId, borrowerId);
    throw new DomainError(
      Code.conflict,
      latest?.status === 'replied' ? REFUSED.alreadyRated : REFUSED.notRepliedYet,
    );
  };

  /** The borrower's own complaints as kept, newest first: their status is read on USSD too. */
  const own = (borrowerId: number) => listBorrowerComplaints(db, borrowerId);

  return { init, save, list, detail, score, notify, own };
};
