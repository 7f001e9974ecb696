import './value-rows.css';

type Row = { text: string; value: string };

/** Label–value rows (the server's text/value pairs), label on the left and value on the right. */
export const ValueRows = ({ rows }: { rows: Row[] }) => (
  <dl className="value-rows">
    {rows.map((row) => (
      <div key={row.text}>
        <dt>{row.text}</dt>
        <dd>{row.value}</dd>
      </div>
    ))}
  </dl>
);
