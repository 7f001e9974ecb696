import { Trans, useLingui } from '@lingui/react/macro';
import type { LoanDetailsData } from '@tz-loan/contract/loan/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { SCREEN } from '@tz-loan/contract/screens';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Link } from '../../../shared/ui/app-link.tsx';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';

type Props = { payoff: NonNullable<LoanDetailsData['payoff']>; ids: { orderId: string; productId: string } };

/**
 * 'Pay off today' (PRODUCT.md §19): the exact amount that closes the loan and what it saves against the
 * plan. It opens the instalment screen with every instalment chosen, which then asks exactly this.
 */
export const PayoffCard = ({ payoff, ids }: Props) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const amount = formatMoney(payoff.amount);
  const saving = formatMoney(payoff.saving);
  return (
    <section className="ld-card ld-payoff" aria-labelledby="ld-payoff-title">
      <h2 id="ld-payoff-title">
        <Trans>Pay off today</Trans>
      </h2>
      <p className="ld-payoff-amount">{amount} TZS</p>
      <p>
        {payoff.saving > 0
          ? t`Closes your loan today and saves ${saving} TZS against the plan.`
          : t`Closes your loan today.`}{' '}
        <KeepDates text={t`A payment of this amount made by ${payoff.holdsUntil} still closes it.`} />
      </p>
      <Link className="ld-payoff-go" to={appUrl(SCREEN.instalments, { ...ids, payoff: '1' })}>
        <Trans>Pay off today</Trans>
      </Link>
    </section>
  );
};
