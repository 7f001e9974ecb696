import './my-data.css';
import '../../shared/ui/page-button.css';
import '../../shared/ui/text-input.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CallData } from '@tz-loan/contract/platform/call';
import type { rightsWebRequest } from '@tz-loan/contract/rights/calls';
import { CORRECTION_MAX } from '@tz-loan/contract/rights/paths';
import { useState } from 'react';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { sendCode, webRequest } from './api/calls.ts';
import { ClosedAccount, ConfirmDeletion } from './delete-account.tsx';

type Kind = 'correction' | 'deletion';
type Answer = CallData<typeof rightsWebRequest>;

/**
 * `/dataRequest` (PRODUCT.md §21): outside the app, the phone proves itself with the login SMS code,
 * then asks for a correction or closes the account. Refusals (a wrong code, an open loan) come as the
 * server words them.
 */
export const WebRequestPage = () => {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Your data: correction or deletion`);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('correction');
  const [detail, setDetail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  if (answer?.closed)
    return (
      <main className="md">
        <ClosedAccount closed={answer.closed} inApp={false} />
      </main>
    );
  if (answer?.request)
    return (
      <main className="md">
        <p className="md-note" role="status">
          <Trans>Your request was sent. We will answer by {answer.request.dueAt.slice(0, 10)}.</Trans>
        </p>
      </main>
    );

  const askCode = async () => {
    const sent = await sendCode(phone.trim());
    if (sent.data) setCodeSent(true);
  };
  const send = async () => {
    setConfirming(false);
    const input = { phone: phone.trim(), code: code.trim(), kind, detail: detail.trim() };
    // The code is spent by the first answer: a repeat after a lost answer asks for a new code.
    const result = await webRequest(input, { loading: i18n._(msg`Sending…`) });
    if (result.data) setAnswer(result.data);
  };
  const ready = phone.trim() !== '' && code.trim() !== '' && (kind === 'deletion' || detail.trim() !== '');

  return (
    <main className="md">
      <h1 className="md-title">
        <Trans>Your data: correction or deletion</Trans>
      </h1>
      <p className="md-lead">
        <Trans>
          Ask us to correct what we hold about you, or close your account, without the app. We send a code to
          your phone to be sure it is yours.
        </Trans>
      </p>
      <div className="md-part md-form">
        <label htmlFor="dr-phone">
          <Trans>Phone number</Trans>
        </label>
        <input
          id="dr-phone"
          className="text-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="button" className="page-button" disabled={!phone.trim()} onClick={askCode}>
          {codeSent ? t`Send the code again` : t`Send me a code`}
        </button>
        <label htmlFor="dr-code">
          <Trans>Code from the SMS</Trans>
        </label>
        <input
          id="dr-code"
          className="text-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <fieldset className="md-choice">
          <legend>
            <Trans>What do you ask for?</Trans>
          </legend>
          <label>
            <input type="radio" checked={kind === 'correction'} onChange={() => setKind('correction')} />{' '}
            <Trans>Ask for a correction</Trans>
          </label>
          <label>
            <input type="radio" checked={kind === 'deletion'} onChange={() => setKind('deletion')} />{' '}
            <Trans>Delete my account</Trans>
          </label>
        </fieldset>
        {kind === 'correction' && (
          <>
            <label htmlFor="dr-detail">
              <Trans>What is wrong, and what should it say?</Trans>
            </label>
            <textarea
              id="dr-detail"
              rows={4}
              maxLength={CORRECTION_MAX}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
            />
          </>
        )}
        <button
          type="button"
          className={kind === 'deletion' ? 'page-button page-button--danger' : 'page-button'}
          disabled={!ready}
          onClick={() => (kind === 'deletion' ? setConfirming(true) : send())}
        >
          {kind === 'deletion' ? t`Delete my account` : t`Send the request`}
        </button>
      </div>
      <ConfirmDeletion visible={confirming} onCancel={() => setConfirming(false)} onConfirm={send} />
    </main>
  );
};

export const page: ScreenPage = { Component: WebRequestPage };
