import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeDialog } from './code-dialog.tsx';
import type { PendingPayment } from './use-card-pay.ts';

const card = {
  id: '11',
  bankName: 'CRDB Bank',
  cardNo: '**** **** **** 4242',
  bankCode: 'CRDB',
  expiry: '08/29',
};
const pending = (deadline: number): PendingPayment => ({ recordId: '1', amount: 15_632_466, card, deadline });

const open = (deadline: number) => {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onResend: vi.fn() };
  render(
    <I18nProvider i18n={i18n}>
      <CodeDialog pending={pending(deadline)} busy={false} {...handlers} />
    </I18nProvider>,
  );
  return handlers;
};

beforeEach(() => {
  vi.useFakeTimers({
    now: new Date('2026-01-05T10:00:00Z'),
    toFake: ['Date', 'setInterval', 'clearInterval'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the SMS code dialog: the 60 s countdown (SPEC.md §4, §9)', () => {
  it('counts down from its deadline, then the label returns to Get code', () => {
    open(Date.now() + 60_000);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('survives the background: computed from the clock, not from the ticks that ran', () => {
    open(Date.now() + 60_000);
    // A webview in the background runs no timers: the clock moves on alone.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button', { name: 'Resend in 15 s' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 20_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('Get code after the countdown asks for a new code and clears the field', () => {
    const { onResend } = open(Date.now() - 1);
    const field = screen.getByRole('textbox', { name: 'SMS code' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '12a34' } });
    expect(field.value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('');
  });

  it('takes digits only, at most 6, and confirms with what was typed; Cancel cancels', () => {
    const { onConfirm, onCancel } = open(Date.now() + 60_000);
    const field = screen.getByRole('textbox', { name: 'SMS code' });
    fireEvent.change(field, { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
