import {
  CUSTOM_TOAST_DEFAULT_MS,
  CUSTOM_TOAST_MIN_MS,
  INFO_TOAST_MS,
} from '@tz-loan/contract/platform/constants';

type ToastApi = typeof import('antd-mobile')['Toast'];

// antd-mobile's Toast brings its mask and animation library (about 30 KB gzip): loaded at the first
// toast, never with a screen's first download. Every toast action waits on the same promise, so they
// still happen in the order they were asked for.
let loaded: ToastApi | undefined;
let loading: Promise<ToastApi> | undefined;
const load = () => {
  loading ??= import('./antd-toast.ts').then((module) => {
    loaded = module.Toast;
    return loaded;
  });
  return loading;
};
const withToast = (action: (toast: ToastApi) => void): void => {
  if (loaded) {
    action(loaded);
    return;
  }
  load()
    .then(action)
    .catch(() => {
      loading = undefined;
    });
};

/** Loads the toast code now (the test setup; a screen about to need it). */
export const preloadToasts = async (): Promise<void> => {
  await load();
};

// antd-mobile shows one toast at a time: a new one replaces the one on screen. `onScreen` tracks which
// of ours that is, so closing a finished call's loading toast never closes a newer message.
let lastId = 0;
let onScreen = 0;
let loadingId = -1;
let loadingsOpen = 0;

const show = (options: Parameters<ToastApi['show']>[0]): number => {
  withToast((toast) => toast.show(options));
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
      if (loadingsOpen === 0 && onScreen === loadingId) withToast((toast) => toast.clear());
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
  withToast((toast) => toast.clear());
};
