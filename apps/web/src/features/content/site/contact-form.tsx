import '../../../shared/ui/text-input.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CONTACT_FIELD_MAX,
  CONTACT_FORM_PATH,
  CONTACT_OUTCOME_PARAM,
  CONTACT_OUTCOMES,
  type ContactOutcome,
} from '@tz-loan/contract/content/paths';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { showInfo } from '../../../shared/ui/toast.ts';
import { sendContactMessage } from './api/send-contact-message.ts';

const SUCCESS = msg`Success!`;
const INCOMPLETE = msg`Please provide complete information!`;

/** How a message sent without scripts went, as the server's answer put it in the page's address. */
const OUTCOME_TEXTS: Record<ContactOutcome, MessageDescriptor> = {
  sent: SUCCESS,
  incomplete: INCOMPLETE,
  invalid: msg`Please check your name, telephone number and suggestion, then send it again.`,
  limited: msg`Too many messages were sent from this network. Please try again later.`,
};

const outcomeOf = (search: string): ContactOutcome | null => {
  const value = new URLSearchParams(search).get(CONTACT_OUTCOME_PARAM);
  return CONTACT_OUTCOMES.find((outcome) => outcome === value) ?? null;
};

const fieldsOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return { name: text('name'), telephone: text('telephone'), suggestion: text('suggestion') };
};

/**
 * The official site's contact form (SPEC.md §5, PRODUCT.md §15): name, telephone and suggestion, all
 * required. With scripts it sends the message through the API and says 'Success!'; without them the
 * browser posts the form itself and the server answers with this page again, whose address says how
 * it went.
 */
export const ContactForm = () => {
  const { t, i18n } = useLingui();
  const appUrl = useAppUrl();
  const { search } = useLocation();
  const outcome = outcomeOf(search);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const message = fieldsOf(form);
    if (!message.name || !message.telephone || !message.suggestion) {
      showInfo(i18n._(INCOMPLETE));
      return;
    }
    setSending(true);
    try {
      // A refusal (too many messages, a field too long) is the server's to say: the client toasts it.
      const answer = await sendContactMessage(message);
      if (answer.code === 0) {
        showInfo(i18n._(SUCCESS));
        form.reset();
      }
    } catch {
      showInfo(t`Please check your connection and try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="contact-form"
      method="post"
      action={appUrl(`${API_BASE}${CONTACT_FORM_PATH}`)}
      onSubmit={submit}
      aria-label={t`Contact form`}
    >
      {outcome && (
        <p className={`contact-outcome ${outcome === 'sent' ? 'is-sent' : 'is-refused'}`} role="status">
          {i18n._(OUTCOME_TEXTS[outcome])}
        </p>
      )}
      <label>
        <span>{t`Name`}</span>
        <input className="text-input" name="name" autoComplete="name" maxLength={CONTACT_FIELD_MAX.name} />
      </label>
      <label>
        <span>{t`Telephone`}</span>
        <input
          className="text-input"
          name="telephone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={CONTACT_FIELD_MAX.telephone}
        />
      </label>
      <label>
        <span>{t`Suggestion`}</span>
        <textarea
          className="text-input"
          name="suggestion"
          rows={5}
          maxLength={CONTACT_FIELD_MAX.suggestion}
        />
      </label>
      <button className="content-button" type="submit" disabled={sending}>
        {t`Submit`}
      </button>
    </form>
  );
};
