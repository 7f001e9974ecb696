import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplaintSaveData, complaintSave } from '@tz-loan/contract/complaint/calls';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { COMPLAINT_SUCCESS_MODAL_MS } from '@tz-loan/contract/platform/constants';
import { SCREEN } from '@tz-loan/contract/screens';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../shared/http/idempotency-key.ts';
import { appUrl } from '../../shared/query/app-url.ts';
import { showInfo } from '../../shared/ui/toast.ts';
import { saveComplaint } from './api/save-complaint.ts';

const NOT_SENT = msg`Your complaint was not sent: no connection. Please try again.`;

/**
 * Sends the complaint once per tap (a second tap while sending does nothing). The same complaint sent
 * again reuses its Idempotency-Key (a retry after a lost answer); a changed one gets a new key. On
 * success the modal shows for 1.5 s (SPEC.md §9), then the borrower's complaints.
 */
export const useSendComplaint = () => {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ComplaintSaveData | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(
      () => navigate(appUrl(SCREEN.complaintList), { replace: true }),
      COMPLAINT_SUCCESS_MODAL_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const send = async (input: CallInput<typeof complaintSave>) => {
    if (sending || sent) return;
    setSending(true);
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    try {
      // Not silent: the client shows the server's refusal (SPEC.md §8).
      const answer = await saveComplaint(input, {
        idempotencyKey: attempt.current.key,
        loading: i18n._(msg`Sending…`),
      });
      if (answer.data) setSent(answer.data);
    } catch {
      showInfo(i18n._(NOT_SENT));
    }
    setSending(false);
  };

  return { send, sending, sent };
};
