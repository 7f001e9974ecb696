/** A complaint's reference number: `C` + year + the year's sequence, e.g. C2026-000123. */
export const formatReference = (year: number, sequence: number) =>
  `C${year}-${String(sequence).padStart(6, '0')}`;
