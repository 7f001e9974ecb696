import type { CallInput } from '@tz-loan/contract/platform/call';
import type { statementPdfLink as call } from '@tz-loan/contract/repayment/statement';
import { STATEMENT_PATHS } from '@tz-loan/contract/repayment/statement-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';

/** A signed address of the statement's PDF, good for a few minutes: the download carries no session. */
export const getStatementPdfLink = (input: CallInput<typeof call>) =>
  callApi<typeof call>(apiClient, STATEMENT_PATHS.statementPdfLink, input);
