import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '@tz-loan/contract/platform/constants';
import { normalizePhone } from '@tz-loan/contract/platform/phone-rule';

// The checks SPEC.md §5 makes before a call, with PRODUCT.md §2's phone rule; the server checks again.

export const WRONG_PHONE = msg`Enter a valid mobile number`;
export const NO_CAPTCHA = msg`Enter the characters shown in the picture`;
export const NO_CODE = msg`Enter the ${SMS_CODE_LENGTH}-digit code we sent by SMS`;

/** The phone as the server keeps it (`255…`), or what to say. */
export const checkPhone = (typed: string): { phone: string } | { problem: MessageDescriptor } => {
  const phone = normalizePhone(typed);
  return phone ? { phone } : { problem: WRONG_PHONE };
};

export const captchaProblem = (typed: string): MessageDescriptor | null =>
  typed.trim().length === 0 || typed.trim().length > CAPTCHA_LENGTH ? NO_CAPTCHA : null;

export const codeProblem = (typed: string): MessageDescriptor | null =>
  new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(typed) ? null : NO_CODE;
