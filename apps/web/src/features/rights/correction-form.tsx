import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CORRECTION_MAX } from '@tz-loan/contract/rights/paths';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../shared/http/idempotency-key.ts';
import { askCorrection } from './api/calls.ts';

/** 'Ask for a correction': the borrower's words go to staff, who answer by the date shown. */
export const CorrectionForm = () => {
  const { t, i18n } = useLingui();
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  const [dueAt, setDueAt] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  if (dueAt)
    return (
      <p className="md-note" role="status">
        <Trans>Your request was sent. We will answer by {dueAt.slice(0, 10)}.</Trans>
      </p>
    );
  const send = async () => {
    const body = detail.trim();
    if (!body || sending) return;
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setSending(true);
    try {
      const answer = await askCorrection(
        { detail: body },
        { idempotencyKey: attempt.current.key, loading: i18n._(msg`Sending…`) },
      );
      if (answer.data) setDueAt(answer.data.dueAt);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="md-form">
      <label htmlFor="md-correction">
        <Trans>What is wrong, and what should it say?</Trans>
      </label>
      <textarea
        id="md-correction"
        value={detail}
        maxLength={CORRECTION_MAX}
        rows={4}
        onChange={(event) => setDetail(event.target.value)}
      />
      <button type="button" className="page-button" disabled={!detail.trim() || sending} onClick={send}>
        {t`Send the request`}
      </button>
    </div>
  );
};
