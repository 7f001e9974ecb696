import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AntdProvider } from '../shared/ui/antd-provider.tsx';

/**
 * One query cache for every data screen of the session. Failures are shown by the HTTP client's toast
 * and the screen; retrying a 60 s timeout on 3G three times would keep a borrower waiting minutes.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/** What data screens run inside: TanStack Query and antd-mobile in English. Loaded with them, lazily. */
export const DataProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <AntdProvider>{children}</AntdProvider>
  </QueryClientProvider>
);
