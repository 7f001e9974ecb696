import { COMPLAINT_IMAGES_MAX } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { normalizePhone } from '@tz-loan/contract/platform/phone';
import type { Db } from '../../db/client.ts';
import { badRequest, DomainError } from '../../domain/errors.ts';
import type { Message } from '../../shared/i18n.ts';
import { isImageToken } from './image-paths.ts';
import { claimImages, imagesOfComplaints, replyImageCount } from './images/repository.ts';
import { parseReference } from './reference.ts';
import {
  addReply,
  type ComplaintRow,
  listComplaintsForStaff,
  markReplied,
  type StaffFilter,
} from './repository.ts';
import { groupImages } from './service.ts';
import { COMPLAINT_SMS } from './texts.ts';
import { staffView } from './views.ts';

type Notify = (phone: string, message: Message, row: ComplaintRow) => Promise<void>;

const missing = (complaintId: number) =>
  new DomainError(Code.notFound, `Complaint ${complaintId} does not exist`);

/** The staff's side of complaints (PRODUCT.md §11–§12): read them, answer them. Texts stay English. */
export type ReplyService = ReturnType<typeof createReplyService>;

export const createReplyService = (
  db: Db,
  deps: { notify: Notify; staffImagePath: (token: string) => string; now?: () => Date },
) => {
  const now = deps.now ?? (() => new Date());

  const read = async (filter: StaffFilter) => {
    const rows = await listComplaintsForStaff(db, filter);
    const images = groupImages(
      await imagesOfComplaints(
        db,
        rows.map((row) => row.complaint.id),
      ),
    );
    return rows.map(({ complaint, phone }) =>
      staffView(complaint, phone, images(complaint.id), deps.staffImagePath),
    );
  };

  /** `q` is a reference as quoted or a phone; anything else finds nothing rather than everything. */
  const list = (filter: { open: boolean; limit: number; q?: string | undefined }) => {
    if (filter.q === undefined) return read(filter);
    const reference = parseReference(filter.q);
    if (reference) return read({ ...filter, reference });
    const phone = normalizePhone(filter.q);
    if (phone === null) throw badRequest('q must be a complaint reference (C2026-000014) or a phone number');
    return read({ ...filter, phone });
  };

  const one = async (complaintId: number) => {
    const [complaint] = await read({ id: complaintId, limit: 1 });
    if (!complaint) throw missing(complaintId);
    return complaint;
  };

  /**
   * Answers a complaint being processed, with the photos uploaded for the reply (which then belong to
   * the complaint's borrower), and tells the borrower by SMS. A further reply follows the first.
   */
  const reply = async (
    input: { problemId: number; text: string; images?: string | undefined },
    actor: `ops:${string}`,
  ) => {
    const tokens = [
      ...new Set(
        (input.images ?? '')
          .split(',')
          .map((token) => token.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = tokens.find((token) => !isImageToken(token));
    if (unknown !== undefined) throw new DomainError(Code.notFound, `Image ${unknown} does not exist`);
    if (tokens.length > COMPLAINT_IMAGES_MAX) {
      throw badRequest(`A reply takes at most ${COMPLAINT_IMAGES_MAX} images`);
    }
    const [found] = await listComplaintsForStaff(db, { id: input.problemId, limit: 1 });
    if (!found) throw missing(input.problemId);
    const moved = () =>
      new DomainError(
        Code.conflict,
        `Complaint ${input.problemId} (${found.complaint.reference}) was answered meanwhile: read it again`,
      );
    const earlier = found.complaint.status === 'replied' ? found.complaint.repliedAt : null;
    const from = earlier ? await replyImageCount(db, input.problemId) : 0;
    if (from + tokens.length > COMPLAINT_IMAGES_MAX) {
      throw badRequest(`The replies take at most ${COMPLAINT_IMAGES_MAX} images in all`);
    }
    const row = await db.transaction(async (tx) => {
      const at = now();
      const answered = earlier
        ? await addReply(tx, { id: input.problemId, reply: input.text, actor, at, after: earlier })
        : await markReplied(tx, { id: input.problemId, reply: input.text, actor, at });
      if (!answered) throw moved();
      const claim = {
        tokens,
        role: 'reply',
        complaintId: answered.id,
        borrowerId: answered.borrowerId,
        from,
      } as const;
      if ((await claimImages(tx, claim)) !== tokens.length) {
        throw new DomainError(Code.notFound, 'An image does not exist, or another reply already uses it');
      }
      return answered;
    });
    await deps.notify(found.phone, COMPLAINT_SMS.replied, row);
    return {
      problemId: row.id,
      reference: row.reference,
      phone: found.phone,
      actor,
      repliedAt: (row.repliedAt ?? now()).toISOString(),
      images: tokens.length,
    };
  };

  return { list, one, reply };
};
