import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { getHolderName } from './api/holder-name.ts';

/** What the form does after asking: save, stop with the provider's word on the number, or ask first. */
export type HolderCheck =
  | { next: 'save' }
  | { next: 'refuse'; message: string }
  /** `unknown`: no name could be had; the borrower is told so and may save without it. */
  | { next: 'confirm'; message: string; unknown: boolean };

// The account, as the provider looks it up: a name confirmed for it is not asked again on a retry.
const accountOf = (body: Record<string, string>) => `${body.cardType}|${body.bankCode}|${body.cardNo}`;

/**
 * Before saving (PRODUCT.md §17): asks who holds the account. A name found is shown for the borrower
 * to confirm; an account the provider does not know stops the save; a lookup that cannot be answered
 * is said, and the account may be saved without the name (a refusal: the save names it under its field).
 */
export const useHolderCheck = () => {
  const [checking, setChecking] = useState(false);
  const confirmed = useRef<string | null>(null);

  const check = async (body: Record<string, string>): Promise<HolderCheck> => {
    if (confirmed.current === accountOf(body)) return { next: 'save' };
    setChecking(true);
    try {
      const answer = await getHolderName(body, { silent: true, loading: i18n._(msg`Checking the account…`) });
      if (answer.code !== 0 || !answer.data) return { next: 'save' };
      const { found, confirm, message } = answer.data;
      if (found === 'no') return { next: 'refuse', message };
      // Said in the question rather than a toast: the save's own toast would replace it at once.
      if (found === 'unknown') return { next: 'confirm', message, unknown: true };
      return found === 'yes' && confirm ? { next: 'confirm', message, unknown: false } : { next: 'save' };
    } catch {
      // No connection: the save that follows says so.
      return { next: 'save' };
    } finally {
      setChecking(false);
    }
  };

  const confirm = (body: Record<string, string>) => {
    confirmed.current = accountOf(body);
  };
  return { check, confirm, checking };
};
