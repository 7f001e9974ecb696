import './antd-setup.ts';
import { CUSTOM_TOAST_DEFAULT_MS, CUSTOM_TOAST_MIN_MS, INFO_TOAST_MS } from '@tz-loan/contract/constants';
import { Toast } from 'antd-mobile';

// antd-mobile shows one toast at a time: a new one replaces the one on screen. `onScreen` tracks which
// of ours that is, so closing a finished call's loading toast never closes a newer message.
let lastId = 0;
let onScreen = 0;
let loadingId = -1;
let loadingsOpen = 0;

const show = (options: Parameters<typeof Toast.show>[0]): number => {
  Toast.show(options);
  lastId += 1;
  onScreen = lastId;
  return lastId;
};

export type LoadingToast = { close: () => void };

/**
 * A loading toast that stays (and blocks taps) until every open loading toast is closed. Closing it
 * leaves any newer toast on screen alone.
 */
export const showLoading = (message: string): LoadingToast => {
  loadingsOpen += 1;
  loadingId = show({ icon: 'loading', content: message, duration: 0, maskClickable: false });
  let closed = false;
  return {
    close: () => {
      if (closed) return;
      closed = true;
      loadingsOpen -= 1;
      if (loadingsOpen === 0 && onScreen === loadingId) Toast.clear();
    },
  };
};

/** An information toast, shown for INFO_TOAST_MS (2 s). */
export const showInfo = (message: string): void => {
  show({ content: message, duration: INFO_TOAST_MS });
};

/** SPEC.md §9: a custom toast lasts 3000 ms when its duration is missing or under 301 ms. */
export const customToastDuration = (durationMs?: number): number =>
  durationMs === undefined || !(durationMs >= CUSTOM_TOAST_MIN_MS) ? CUSTOM_TOAST_DEFAULT_MS : durationMs;

/** A toast with a caller-chosen duration, under the rule of customToastDuration. */
export const showToast = (message: string, durationMs?: number): void => {
  show({ content: message, duration: customToastDuration(durationMs) });
};

/** Closes whatever toast is on screen. */
export const clearToasts = (): void => {
  loadingsOpen = 0;
  Toast.clear();
};
