// Written by hand rather than with Intl.DateTimeFormat: Tanzania time is a fixed UTC+3 with no DST, so
// the offset is plain arithmetic and the result does not depend on the webview's Intl/ICU data or zone.

/** Africa/Dar_es_Salaam: UTC+3 all year, no daylight saving. */
const TANZANIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** ISO 8601 date or date-time; `T` or a space between them; optional seconds, fraction and zone. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export type DateInput = string | number | Date;

/**
 * Epoch milliseconds of a date input. A string without a zone (`2025-03-01` or `2025-03-01 10:00:00`) is
 * Tanzania wall time, never the webview's own zone.
 */
const toEpochMs = (input: DateInput): number => {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input;
  const match = ISO.exec(input.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', zone] = match;
  if (zone) return Date.parse(input.trim().replace(' ', 'T'));
  const wall = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), +hours, +minutes, +seconds));
  // Date.UTC rolls 2025-02-30 over to March: a field that did not survive means the input was not a date.
  const exact =
    wall.getUTCMonth() + 1 === Number(month) &&
    wall.getUTCDate() === Number(day) &&
    wall.getUTCHours() === +hours &&
    wall.getUTCMinutes() === +minutes &&
    wall.getUTCSeconds() === +seconds;
  return exact ? wall.getTime() - TANZANIA_OFFSET_MS : Number.NaN;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The Tanzania wall-clock fields of an instant. */
const tanzaniaFields = (input: DateInput) => {
  const ms = toEpochMs(input);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a date: ${String(input)}`);
  const wall = new Date(ms + TANZANIA_OFFSET_MS);
  if (Number.isNaN(wall.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
  };
};

/** 'YYYY-MM-DD' in Tanzania time, from an ISO string, a Date or epoch milliseconds. */
export const formatDate = (input: DateInput): string => tanzaniaFields(input).date;

/** 'YYYY-MM-DD HH:MM:SS' in Tanzania time, from an ISO string, a Date or epoch milliseconds. */
export const formatDateTime = (input: DateInput): string => {
  const { date, time } = tanzaniaFields(input);
  return `${date} ${time}`;
};
