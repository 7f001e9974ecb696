import { formatDateTime } from '@tz-loan/contract/platform/date';
import { formatMoney } from '@tz-loan/contract/platform/money';

const STATUS_NAMES: Record<number, string> = {
  21: 'under review',
  40: 'rejected',
  110: 'paying out',
  151: 'payout failed',
  170: 'repaying',
  174: 'due',
  180: 'overdue',
  200: 'settled',
};

export const statusName = (status: number) => `${status} ${STATUS_NAMES[status] ?? ''}`.trim();

export const money = (minor: number) => `${formatMoney(minor)} TZS`;

/** 'YYYY-MM-DD HH:MM' in Tanzania time: the seconds only widen a table. */
export const when = (iso: string) => formatDateTime(iso).slice(0, 16);

// What a terminal would act on rather than show: the C0 controls (tab, newline and carriage return
// too: they break a line or a column), DEL, the C1 controls, the bidi marks, embeddings, overrides and
// isolates that reorder what follows, and the Unicode line and paragraph separators.
const HIDDEN = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028-\\u202e\\u2066-\\u2069';
const HIDDEN_OR_BACKSLASH = new RegExp(`[${HIDDEN}\\\\]`, 'g');
const HIDDEN_BUT_NEWLINE = new RegExp(`(?!\\n)[${HIDDEN}]`, 'g');
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };
const escapeHidden = (c: string) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A value as the staff read it: every character of HIDDEN as an escape (`\n`, `\t`, `\u202e`,
 * `\u0000`; a backslash doubled, so an escape is never mistaken for typed text). What borrowers and
 * visitors send goes through this before it reaches a terminal: it cannot break a table's line or
 * column, colour the screen, or turn the text after it round.
 */
export const shown = (value: string) => value.replace(HIDDEN_OR_BACKSLASH, escapeHidden);

/** A text whose own lines are kept (a complaint, a message): its lines, each one `shown`. */
export const shownLines = (text: string) => text.split(/\r\n|\r|\n/).map(shown);

/**
 * The whole output, last: its lines as the command made them, anything else of HIDDEN escaped (its
 * backslashes left alone: they may be `shown`'s escapes already). A value placed without `shown`
 * still cannot reach the terminal as a control.
 */
export const shownOutput = (text: string) => text.replace(HIDDEN_BUT_NEWLINE, escapeHidden);

type Column<Row> = { title: string; value: (row: Row) => string; right?: boolean };

/** A compact text table: a header, then one line per row; numbers right-aligned; every cell `shown`. */
export const table = <Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string => {
  const cells = rows.map((row) => columns.map((column) => shown(column.value(row))));
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, i) => (columns[i]?.right ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(columns.map((c) => c.title)), ...cells.map(render)].join('\n');
};
