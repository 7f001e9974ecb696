// No zod here: the promotion landing checks the phone on the phone with this, on its first load.

/**
 * Tanzanian mobile numbers, one rule everywhere (PRODUCT.md §2): local `07XXXXXXXX`/`06XXXXXXXX`, the
 * 9-digit national number `7XXXXXXXX`/`6XXXXXXXX`, or international `255…`/`+255…`. Stored and
 * compared in the international form without the plus; shown as `0712 345 678`.
 */
const TZ_MOBILE = /^(?:\+?255|0)?([67]\d{8})$/;

/** The longest way of typing one (`+255 712 345 678`, spaces and all). */
export const PHONE_INPUT_MAX = 16;

export const normalizePhone = (raw: string): string | null => {
  const match = TZ_MOBILE.exec(raw.replace(/[\s-]/g, ''));
  return match ? `255${match[1]}` : null;
};

/** A stored number (`255712345678`) the way a Tanzanian reads their own: `0712 345 678`. */
export const formatPhone = (phone: string): string => {
  const local = phone.startsWith('255') ? `0${phone.slice(3)}` : phone;
  return /^0\d{9}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone;
};
