import { Trans } from '@lingui/react/macro';
import { useLenderName } from './use-lender-name.ts';

/** Whom the visitor registers with: the lender's registered name, its place kept while it comes. */
export const LenderLine = () => {
  const name = useLenderName();
  return (
    <p className="pr-lender" data-testid="lender-name">
      {name && <Trans>Lender: {name}</Trans>}
    </p>
  );
};
