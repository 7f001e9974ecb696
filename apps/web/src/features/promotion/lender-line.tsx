import { Trans } from '@lingui/react/macro';

/** Whom the visitor registers with: the lender's registered name (PRODUCT.md §15), its place kept without it. */
export const LenderLine = ({ name }: { name: string | null }) => (
  <p className="pr-lender" data-testid="lender-name">
    {name && <Trans>Lender: {name}</Trans>}
  </p>
);
