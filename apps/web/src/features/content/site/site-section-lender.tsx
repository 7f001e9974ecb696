import { Trans } from '@lingui/react/macro';
import { LenderCard } from '../lender/lender-card.tsx';
import { RepresentativeExample } from '../lender/representative-example.tsx';
import type { SectionProps } from './site-sections.ts';

/** 'Lender': the registered name and licence, and what one of the loans costs today. */
export const LenderSection = ({ details }: SectionProps) => (
  <div className="content-text site-columns">
    <section>
      <p>
        <Trans>
          We are a registered non-bank lender company in Tanzania. These are our registered details; the
          representative example shows what one of our loans costs today.
        </Trans>
      </p>
      <LenderCard details={details} />
    </section>
    <RepresentativeExample example={details?.example} />
  </div>
);
