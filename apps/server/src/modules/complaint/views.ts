import type { ComplaintDetailData, ComplaintItem, OpsComplaint } from '@tz-loan/contract/complaint/calls';
import { formatDateTime } from '@tz-loan/contract/platform/date';
import { type Language, say } from '../../shared/i18n.ts';
import { borrowerImagePath } from './image-paths.ts';
import type { ComplaintRow } from './repository.ts';
import { COMPLAINT_SUBTYPE_TEXTS, COMPLAINT_TEXTS, COMPLAINT_TYPE_TEXTS } from './texts.ts';

/** A complaint's photos by role, as tokens. */
export type ComplaintImages = { complaint: string[]; reply: string[] };

export const typeTitle = (type: number, language: Language) => {
  const text = COMPLAINT_TYPE_TEXTS[type as keyof typeof COMPLAINT_TYPE_TEXTS];
  return text ? say(text, language) : String(type);
};

const sonTypeTitle = (sonType: number | null, language: Language) => {
  if (sonType === null) return '';
  const text = COMPLAINT_SUBTYPE_TEXTS[sonType as keyof typeof COMPLAINT_SUBTYPE_TEXTS];
  return text ? say(text, language) : String(sonType);
};

const needsScore = (row: ComplaintRow) => (row.status === 'replied' && row.score === null ? 1 : 0);

export const replyPromiseText = (replyBy: string, language: Language) =>
  say(COMPLAINT_TEXTS.replyPromise, language, { date: replyBy });

export const listItem = (row: ComplaintRow, language: Language): ComplaintItem => ({
  id: String(row.id),
  time: formatDateTime(row.createdAt),
  type: typeTitle(row.problemType, language),
  content: row.detail,
  reference: row.reference,
  isNeedScore: needsScore(row),
});

export const detailView = (
  row: ComplaintRow,
  images: ComplaintImages,
  language: Language,
): ComplaintDetailData => {
  const replied = row.status === 'replied';
  return {
    problemId: String(row.id),
    reference: row.reference,
    problemType: row.problemType,
    problemSonType: row.problemSonType,
    type: typeTitle(row.problemType, language),
    sonType: sonTypeTitle(row.problemSonType, language),
    orderNo: row.orderId === null ? '' : String(row.orderId),
    content: row.detail,
    images: images.complaint.map(borrowerImagePath),
    status: replied ? 'replied' : 'processing',
    time: formatDateTime(row.createdAt),
    replyBy: row.replyBy,
    replyPromise: replyPromiseText(row.replyBy, language),
    disposeDetail: row.reply,
    disposeImages: images.reply.map(borrowerImagePath),
    disposeTime: row.repliedAt ? formatDateTime(row.repliedAt) : '',
    isNeedScore: needsScore(row),
    score: row.score,
    escalation: replied ? say(COMPLAINT_TEXTS.escalation, language, { reference: row.reference }) : '',
  };
};

/** What staff read of a complaint: everything, in English, photos by their staff path. */
export const staffView = (
  row: ComplaintRow,
  phone: string,
  images: ComplaintImages,
  staffImagePath: (token: string) => string,
): OpsComplaint => ({
  problemId: row.id,
  reference: row.reference,
  phone,
  problemType: row.problemType,
  problemSonType: row.problemSonType,
  type: [typeTitle(row.problemType, 'en'), sonTypeTitle(row.problemSonType, 'en')].filter(Boolean).join(': '),
  status: row.status === 'replied' ? 'replied' : 'processing',
  orderId: row.orderId,
  content: row.detail,
  language: row.language,
  images: images.complaint.map(staffImagePath),
  createdAt: row.createdAt.toISOString(),
  replyBy: row.replyBy,
  reply: row.reply,
  replyImages: images.reply.map(staffImagePath),
  repliedAt: row.repliedAt?.toISOString() ?? null,
  repliedBy: row.repliedBy,
  score: row.score,
});
