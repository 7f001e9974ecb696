import { formatDateTime } from '@tz-loan/contract/date';
import { formatMoney } from '@tz-loan/contract/money';

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

type Column<Row> = { title: string; value: (row: Row) => string; right?: boolean };

/** A compact text table: a header, then one line per row; numbers right-aligned. */
export const table = <Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string => {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
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
