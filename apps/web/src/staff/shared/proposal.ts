import { approval } from '@tz-loan/contract/staff/approvals';
import { z } from 'zod';

/**
 * A money action under four eyes answers the proposal it made; until every server does, the action's
 * own result is read too, so the console says which of the two happened.
 */
export const proposalOr = <T extends z.ZodType>(result: T) => z.union([z.object({ approval }), result]);

export const isProposal = (answer: unknown): answer is { approval: z.infer<typeof approval> } =>
  typeof answer === 'object' && answer !== null && 'approval' in answer;
