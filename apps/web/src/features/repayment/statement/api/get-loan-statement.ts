import type { LoanStatementData, loanStatement } from '@tz-loan/contract/repayment/statement';
import { STATEMENT_PATHS } from '@tz-loan/contract/repayment/statement-paths';
import { callApi } from '../../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../../shared/screens/screen.ts';
import { useScreenData } from '../../../../shared/screens/screen-data.ts';

/** The statement of the page's `orderId`; silent: a refusal is said on the page, with Retry. */
export const loanStatementData: ScreenData<LoanStatementData> = ({ query, http }) =>
  callApi<typeof loanStatement>(
    http,
    STATEMENT_PATHS.loanStatement,
    { orderId: query.get('orderId') ?? '' },
    { silent: true },
  );

export const useLoanStatement = () => useScreenData(loanStatementData);
