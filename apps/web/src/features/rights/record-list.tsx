import { useLingui } from '@lingui/react/macro';
import type { DataRow } from '@tz-loan/contract/rights/calls';
import { type Field, fieldLabel, fieldValue } from './sections.ts';

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
              const value = fieldValue(field, record[field], yesNo);
              return value === null ? null : (
                <div key={field}>
                  <dt>{i18n._(fieldLabel(field))}</dt>
                  <dd>{value}</dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ol>
  );
};
