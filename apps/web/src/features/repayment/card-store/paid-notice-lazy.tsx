import { Suspense } from 'react';
import { lazyPart } from '../../../shared/screens/lazy-part.tsx';

// Only an address a payment came back to says what it did: the notice comes with such a page alone,
// not with every first load of the screen.
const Notice = lazyPart('src/features/repayment/card-store/paid-notice.tsx', () =>
  import('./paid-notice.tsx').then((module) => module.PaidNotice),
);
const SAID = ['paid', 'payment', 'wallet'];

export const PaidNotice = ({ query }: { query: URLSearchParams }) =>
  SAID.some((name) => query.has(name)) ? (
    <Suspense fallback={null}>
      <Notice query={query} />
    </Suspense>
  ) : null;
