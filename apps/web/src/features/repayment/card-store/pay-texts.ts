import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Envelope } from '@tz-loan/contract/platform/envelope';
import { CardStoreCode } from '@tz-loan/contract/repayment/card-store-paths';
import { showInfo } from '../../../shared/ui/toast.ts';

export const NO_CARD = msg`Please choose a payment card first`;
export const SHORT_CODE = msg`Enter the correct verification code`;
export const NO_ANSWER = msg`No answer from the server: check your connection and try again. Nothing is paid twice.`;

const DEFAULTS: Record<string, ReturnType<typeof msg>> = {
  [CardStoreCode.duplicate]: msg`Do not submit the payment request twice`,
  [CardStoreCode.wrongCode]: msg`Verification code wrong`,
};
const FAILED = msg`Processing failed`;

/**
 * A refused card-store call (SPEC.md §8): the server's message, which says why in the reader's
 * language, or the code's own words when it sent none.
 */
export const toastRefusal = (envelope: Envelope<unknown>): void => {
  const fallback = DEFAULTS[String(envelope.code)] ?? FAILED;
  showInfo(envelope.message.trim() || i18n._(fallback));
};

export const toastNoAnswer = (): void => showInfo(i18n._(NO_ANSWER));
