/** A rate in basis points as the screens and contracts show it: 1460 → '14,60%' (PRODUCT.md §4's comma). */
export const rateText = (bp: number): string =>
  `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}%`;
