import { randomBytes } from 'node:crypto';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@tz-loan/contract/complaint/paths';
import { Code } from '@tz-loan/contract/platform/envelope';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { ObjectStorage } from '../../../providers/storage/object-storage.ts';
import { isImageToken } from '../image-paths.ts';
import { type PhotoRefusal, reencodePhoto } from '../photo.ts';
import { UPLOAD_REFUSALS } from '../texts.ts';
import { countWaitingImages, deleteImage, findImage, insertImage, staleImages } from './repository.ts';

const DAY_MS = 86_400_000;
/** Photos a borrower may hold uploaded but not yet in a complaint, over a day: three full complaints. */
export const WAITING_IMAGES_MAX = 30;
export const MAX_MB = COMPLAINT_IMAGE_MAX_BYTES / (1024 * 1024);

/** Who uploads: a borrower for a complaint, or staff for a reply. */
export type Uploader = { borrowerId: number } | { actor: `ops:${string}` };

const REFUSED: Record<PhotoRefusal, DomainError> = {
  notImage: new DomainError(Code.unsupportedMediaType, UPLOAD_REFUSALS.notImage),
  unreadable: new DomainError(Code.badRequest, UPLOAD_REFUSALS.unreadable),
  tooManyPixels: new DomainError(Code.payloadTooLarge, UPLOAD_REFUSALS.tooManyPixels),
};

export const photoTooLarge = () =>
  new DomainError(Code.payloadTooLarge, UPLOAD_REFUSALS.tooLarge, { max: MAX_MB });

export type ImageService = ReturnType<typeof createImageService>;

/**
 * Complaint photos: checked by content and re-encoded before anything is stored, kept through the
 * storage interface, and read back only by the borrower they belong to or by staff.
 */
export const createImageService = (db: Db, deps: { storage: ObjectStorage; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());

  const upload = async (bytes: Buffer, uploader: Uploader) => {
    if (bytes.length > COMPLAINT_IMAGE_MAX_BYTES) throw photoTooLarge();
    if ('borrowerId' in uploader) {
      const waiting = await countWaitingImages(db, uploader.borrowerId, new Date(now().getTime() - DAY_MS));
      if (waiting >= WAITING_IMAGES_MAX)
        throw new DomainError(Code.tooManyRequests, UPLOAD_REFUSALS.tooManyWaiting);
    }
    const photo = await reencodePhoto(bytes);
    if (typeof photo === 'string') throw REFUSED[photo];
    const token = randomBytes(16).toString('base64url');
    const storageKey = `complaint-images/${token}.${photo.extension}`;
    await deps.storage.put(storageKey, photo.bytes);
    try {
      await insertImage(db, {
        token,
        borrowerId: 'borrowerId' in uploader ? uploader.borrowerId : null,
        role: 'borrowerId' in uploader ? 'problem' : 'reply',
        uploadedBy: 'borrowerId' in uploader ? 'borrower' : uploader.actor,
        storageKey,
        contentType: photo.contentType,
        bytes: photo.bytes.length,
        width: photo.width,
        height: photo.height,
      });
    } catch (error) {
      await deps.storage.delete(storageKey).catch(() => {});
      throw error;
    }
    return { token };
  };

  const fileOf = async (row: { storageKey: string; contentType: string }) => {
    const bytes = await deps.storage.get(row.storageKey);
    return bytes ? { bytes, contentType: row.contentType } : null;
  };

  /** The photo, only when it is the borrower's (their upload, or a reply to their complaint); else null. */
  const readForBorrower = async (token: string, borrowerId: number) => {
    const row = isImageToken(token) ? await findImage(db, token) : null;
    return row && row.borrowerId === borrowerId ? fileOf(row) : null;
  };

  const readForStaff = async (token: string) => {
    const row = isImageToken(token) ? await findImage(db, token) : null;
    return row ? fileOf(row) : null;
  };

  /** Forgets photos nobody used within a day of their upload: the row first, so none is served half gone. */
  const pruneUnused = async () => {
    let removed = 0;
    for (const image of await staleImages(db, new Date(now().getTime() - DAY_MS))) {
      if ((await deleteImage(db, image.id)).length === 0) continue;
      await deps.storage.delete(image.storageKey);
      removed += 1;
    }
    return removed;
  };

  return { upload, readForBorrower, readForStaff, pruneUnused };
};
