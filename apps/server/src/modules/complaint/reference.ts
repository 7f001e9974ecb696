/** A complaint's reference number: `C` + year + the year's sequence, e.g. C2026-000123. */
export const formatReference = (year: number, sequence: number) =>
  `C${year}-${String(sequence).padStart(6, '0')}`;

/**
 * A reference as a borrower quotes it (any case, spaces, the sequence without its zeros) in the stored
 * form; null when the text is no reference.
 */
export const parseReference = (text: string) => {
  const match = /^C\s*(\d{4})\s*-\s*(\d{1,9})$/i.exec(text.trim());
  return match ? formatReference(Number(match[1]), Number(match[2])) : null;
};
