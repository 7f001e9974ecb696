import { useLingui } from '@lingui/react/macro';
import type { DataRow } from '@tz-loan/contract/rights/calls';
import { KeepDates } from '../../shared/ui/keep-dates.tsx';
import { type Field, fieldLabel, fieldValue } from './sections.ts';

/** Fields held as they were written (an SMS as sent, the borrower's or staff's words): in any language. */
const VERBATIM = new Set<string>(['text', 'detail', 'reply', 'outcome', 'title', 'bankName', 'userName']);

/** Records as label–value lines, the fields the screen shows of their part in a fixed order. */
export const RecordList = ({ records, fields }: { records: DataRow[]; fields: Field[] }) => {
  const { t, i18n } = useLingui();
  const yesNo = (yes: boolean) => (yes ? t`Yes` : t`No`);
  return (
    <ol className="md-records">
      {records.map((record, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list, never reordered; records share no id.
        <li key={index}>
          <dl>
            {fields.map((field) => {
              const value = fieldValue(field, record[field], yesNo, (word) => i18n._(word));
              return value === null ? null : (
                <div key={field}>
                  <dt>{i18n._(fieldLabel(field))}</dt>
                  <dd data-verbatim={VERBATIM.has(field) || undefined}>
                    <KeepDates text={value} />
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ol>
  );
};
