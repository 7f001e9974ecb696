import { Trans } from '@lingui/react/macro';
import type { LenderDetailsData } from '@tz-loan/contract/content';
import { AboutText } from './about-text.tsx';
import { AgreementText } from './agreement-text.tsx';
import { ContactForm } from './contact-form.tsx';
import { HomeSection } from './home-section.tsx';
import { LenderCard } from './lender-card.tsx';
import { PrivacyText } from './privacy-text.tsx';
import { RepresentativeExample } from './representative-example.tsx';
import type { SectionId } from './site-sections.ts';

type Details = LenderDetailsData | null | undefined;

/** One section of the official site: its text, with the lender's details beside it where they help. */
export const SectionBody = ({ id, details }: { id: SectionId; details: Details }) => {
  const lender = <LenderCard details={details} />;
  switch (id) {
    case 'home':
      return <HomeSection details={details} />;
    case 'about':
      return <AboutText contact={lender} />;
    case 'policy':
      return <PrivacyText contact={lender} />;
    case 'loan':
      return <AgreementText lender={lender} />;
    case 'lender':
      return (
        <div className="content-text site-columns">
          <section>
            <p>
              <Trans>
                We are a registered non-bank lender company in Tanzania. These are our registered details; the
                representative example shows what one of our loans costs today.
              </Trans>
            </p>
            {lender}
          </section>
          <RepresentativeExample example={details?.example} />
        </div>
      );
    case 'contact':
      return (
        <div className="content-text site-columns">
          <section>
            <p>
              <Trans>
                Tell us what you think of our loans, or ask us anything: leave your name and telephone number
                and we will call you back.
              </Trans>
            </p>
            <ContactForm />
          </section>
          <section>{lender}</section>
        </div>
      );
  }
};
