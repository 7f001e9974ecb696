import './value-rows.css';
import { KeepDates } from './keep-dates.tsx';

type Row = { text: string; value: string };

/** Label–value rows (the server's text/value pairs), label on the left and value on the right. */
export const ValueRows = ({ rows }: { rows: Row[] }) => (
  <dl className="value-rows">
    {rows.map((row) => (
      <div key={row.text}>
        <dt>
          <KeepDates text={row.text} />
        </dt>
        <dd>
          <KeepDates text={row.value} />
        </dd>
      </div>
    ))}
  </dl>
);
