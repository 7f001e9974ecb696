import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SCREEN } from '@tz-loan/contract/screens';
import { useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { newIdempotencyKey } from '../../shared/http/idempotency-key.ts';
import { appUrl } from '../../shared/query/app-url.ts';
import { showInfo } from '../../shared/ui/toast.ts';
import { changeCard } from './api/change-card.ts';
import { saveBankInfo } from './api/save-bank-info.ts';

export const NETWORK_FAILURE = msg`The account was not saved: no connection. Please try again.`;

/**
 * Where the borrower goes after a saved account (SPEC.md §4), by the form's `source`. In-app navigation
 * that replaces the form's history entry: back never returns to a form already sent, the next screen
 * loads its data fresh when it mounts, and the app is not downloaded again over a slow network.
 */
export const leaveAfterSave = (source: string | null, navigate: NavigateFunction): void => {
  const replace = (path: string) => navigate(path, { replace: true });
  if (source === 'loanDetail') replace(appUrl(SCREEN.loanDetails, { source: 'loanDetail' }));
  // From the confirmation's 'Payout account' box: back to the confirmation, which shows the new account.
  else if (source === 'confirmUrl') replace(appUrl(SCREEN.loanConfirm, { source: 'confirmUrl' }));
  // From /styled, outside any loan: back to it, showing the new account; closing the webview or
  // opening a loan confirmation would make no sense there.
  else if (source === 'styled') replace(appUrl(SCREEN.payoutAccount, { source: null }));
  else {
    // Opened by the native app in its apply flow: its bank step ends, then the webview closes.
    sendToNative('endBank', { time: Date.now() });
    sendToNative('closeWebview');
    replace(appUrl(SCREEN.loanConfirm, { source: 'confirmUrl' }));
  }
};

/**
 * Saves the form (`/yours/cardChange` from loan details, else `/v3/certify/save-bank-info`) once per
 * tap: a second tap while sending does nothing. A tap re-sending the same values reuses the last
 * Idempotency-Key (a retry after a lost answer); changed values get a new one. Resolves to the
 * server's refusal message ('' when there is none to show).
 */
export const useSaveBank = (source: string | null) => {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const save = async (body: Record<string, string>): Promise<string> => {
    if (busy.current) return '';
    busy.current = true;
    setSending(true);
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { key: newIdempotencyKey(), body: sent };
    const send = source === 'loanDetail' ? changeCard : saveBankInfo;
    let refusal = '';
    try {
      // Not silent: the client toasts the server's refusal (SPEC.md §8).
      const envelope = await send(body, {
        idempotencyKey: attempt.current.key,
        loading: i18n._(msg`Saving…`),
      });
      if (envelope.code === 0) {
        leaveAfterSave(source, navigate);
        return ''; // Leaving: Next stays disabled.
      }
      refusal = envelope.message;
    } catch {
      showInfo(i18n._(NETWORK_FAILURE));
    }
    busy.current = false;
    setSending(false);
    return refusal;
  };
  return { save, sending };
};
