import { render } from '@testing-library/react';
import type { StaffSession } from '@tz-loan/contract/staff/accounts';
import type { StaffRole } from '@tz-loan/contract/staff/roles';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { setCsrfToken } from '../../staff/http/staff-http.ts';
import { LanguageProvider } from '../../staff/i18n/language.tsx';
import { SessionContext } from '../../staff/session/session.tsx';

// antd's layout and tables watch the screen's width: jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken('');
});

export const staffSession = (roles: StaffRole[], username = 'amina'): StaffSession => ({
  state: 'in',
  csrfToken: 'csrf-1',
  me: {
    id: 1,
    username,
    name: 'Amina Juma',
    roles,
    enrolled: true,
    lockedUntil: null,
    disabled: false,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  enrolment: null,
});

// Tables measure their columns.
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export type Sent = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Answer = { code?: number; message?: string; data?: unknown };

/**
 * The ops API as the console's HTTP helper meets it: `answers` maps 'METHOD /path' (without /tapi and
 * the query) to the envelope; every request is recorded in `sent`.
 */
export const mockOpsApi = (answers: Record<string, Answer | ((sent: Sent) => Answer)>) => {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path =
      String(url)
        .replace(/^\/tapi/, '')
        .split('?')[0] ?? '';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, path, body, headers: (init.headers ?? {}) as Record<string, string> };
    sent.push(request);
    const found = answers[`${method} ${path}`];
    const answer = typeof found === 'function' ? found(request) : found;
    const envelope = answer ? { code: 0, message: 'ok', ...answer } : { code: 404, message: 'no mock' };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
};

/** A console page inside the frame a session gives it. */
export const renderStaff = (
  ui: ReactNode,
  { session, at = '/' }: { session?: StaffSession; at?: string } = {},
) => {
  if (session) setCsrfToken(session.csrfToken);
  const inner = session ? (
    <SessionContext.Provider value={{ session, signedOut: () => {} }}>{ui}</SessionContext.Provider>
  ) : (
    ui
  );
  return render(
    <LanguageProvider>
      <AntApp>
        <MemoryRouter initialEntries={[at]}>{inner}</MemoryRouter>
      </AntApp>
    </LanguageProvider>,
  );
};
