import { vi } from 'vitest';
import { android } from '../mock-app.ts';

// The due screens show the order of the loan details mocks; a repayment test may not import the loan feature.
export { loanDetailsMock } from '../../features/loan/details/mock.ts';
export { android, answerDetails, DETAILS, inMockApp, SESSION, spyCall } from '../mock-app.ts';

export const CODE = 'GET /v3/loan-details/repayment-code';

/** How many times the native app was sent `name`. */
export const sentCount = (name: string) => android[name]?.mock.calls.length ?? 0;

/** A webview's clipboard: `writeText` resolves, or rejects as Android WebView does. */
export const stubClipboard = (works: boolean) => {
  const writeText = works
    ? vi.fn().mockResolvedValue(undefined)
    : vi.fn().mockRejectedValue(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};

/** `document.execCommand('copy')` answering `works`. */
export const stubExecCommand = (works: boolean) => {
  const exec = vi.fn(() => works);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
};

/** The path and query of a link. */
export const linkTarget = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  // A channel-app link carries its route in the hash, its query on either side of it.
  if (url.hash) {
    const [route = '', query = ''] = url.hash.split('?');
    const both = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(query)),
    };
    return { path: `${url.pathname}${route}`, query: both };
  }
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};
