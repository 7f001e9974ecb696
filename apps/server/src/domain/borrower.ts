/** The borrower a live session belongs to: who every borrower call acts for. */
export type Borrower = { id: number; phone: string };
