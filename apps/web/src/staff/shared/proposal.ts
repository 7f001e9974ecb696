/** A money step under four eyes answers the proposal it made (PRODUCT.md §18). */
export const isProposal = (answer: unknown): answer is { approvalId: number } =>
  typeof answer === 'object' &&
  answer !== null &&
  'approvalId' in answer &&
  typeof (answer as { approvalId: unknown }).approvalId === 'number';
