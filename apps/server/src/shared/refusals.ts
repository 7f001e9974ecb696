/** Refusals several modules give in the same words: a missing record and another borrower's read alike. */
export const ORDER_NOT_FOUND = 'This order does not exist';
export const PRODUCT_NOT_FOUND = 'This product is not available';
