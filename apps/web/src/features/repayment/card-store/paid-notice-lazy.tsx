import { lazy, Suspense } from 'react';

// Only an address a payment came back to says what it did: the notice comes with such a page alone,
// not with every first load of the screen.
const Notice = lazy(() => import('./paid-notice.tsx').then((module) => ({ default: module.PaidNotice })));
const SAID = ['paid', 'payment', 'wallet'];

export const PaidNotice = ({ query }: { query: URLSearchParams }) =>
  SAID.some((name) => query.has(name)) ? (
    <Suspense fallback={null}>
      <Notice query={query} />
    </Suspense>
  ) : null;
