import { Trans } from '@lingui/react/macro';
import { LenderCard } from '../lender/lender-card.tsx';
import { ContactForm } from './contact-form.tsx';
import type { SectionProps } from './site-sections.ts';

/** 'Contact Us': the form that keeps what it is sent, beside the lender's details. */
export const ContactSection = ({ details }: SectionProps) => (
  <div className="content-text site-columns">
    <section>
      <p>
        <Trans>
          Tell us what you think of our loans, or ask us anything: leave your name and telephone number and we
          will call you back.
        </Trans>
      </p>
      <ContactForm />
    </section>
    <section>
      <LenderCard details={details} />
    </section>
  </div>
);
