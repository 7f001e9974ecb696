import './keep-dates.css';

const DATE = /(\d{4}-\d{2}-\d{2})/;

/** A date as one unbreakable piece: put where a date stands alone or inside a sentence. */
export const KeepDate = ({ children }: { children: string }) => <span className="keep-date">{children}</span>;

/** Text as it is, each date in it kept on one line (the server's rows and sentences carry dates). */
export const KeepDates = ({ text }: { text: string }) => {
  const parts = text.split(DATE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // split() with a group puts the dates at the odd places.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in their fixed order
    index % 2 === 1 ? <KeepDate key={index}>{part}</KeepDate> : part,
  );
};
