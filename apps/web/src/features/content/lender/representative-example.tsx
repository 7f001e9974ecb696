import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RepresentativeExample as Example } from '@tz-loan/contract/content/calls';
import { formatMoney } from '@tz-loan/contract/platform/money';
import { countCategory } from '../../../shared/i18n/count.ts';
import { rateText } from './rate-text.ts';

const tzs = (minor: number) => `${formatMoney(minor)} TZS`;

/** What a loan costs in all, from the real price of a demo product today (PRODUCT.md §15). */
export const RepresentativeExample = ({ example }: { example: Example | null | undefined }) => {
  const { t, i18n } = useLingui();
  if (!example) return null;
  const { productName, termDays } = example;
  return (
    <section className="example" aria-labelledby="example-title">
      <h2 id="example-title">{t`Representative example`}</h2>
      <p>{t`${productName} at its largest amount, priced as it is today. The figures of your own loan are shown before you apply.`}</p>
      <dl className="example-rows">
        <div>
          <dt>{t`Loan amount`}</dt>
          <dd>{tzs(example.amount)}</dd>
        </div>
        <div>
          <dt>{t`Loan term`}</dt>
          <dd>
            {t({
              message: select(countCategory(i18n.locale, termDays), {
                one: `${termDays} day`,
                other: `${termDays} days`,
              }),
            })}
          </dd>
        </div>
        <div>
          <dt>{t`Instalments`}</dt>
          <dd>{example.periods}</dd>
        </div>
        <div>
          <dt>{t`Interest`}</dt>
          <dd>{tzs(example.interest)}</dd>
        </div>
        <div>
          <dt>{t`Service fee`}</dt>
          <dd>{tzs(example.serviceFee)}</dd>
        </div>
        <div className="example-total">
          <dt>{t`Total repayable`}</dt>
          <dd>{tzs(example.totalRepayable)}</dd>
        </div>
        <div>
          <dt>{t`APR`}</dt>
          <dd>{rateText(example.aprBp)}</dd>
        </div>
      </dl>
    </section>
  );
};
