import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { messages } from '../locales/en.po';
import { answerMocksFrom } from '../shared/http/mock-mode.ts';
import { activateCatalog } from '../shared/i18n/language.ts';
import { forgetPageQuery } from '../shared/query/page-query.ts';
import { unmountImperativeRoots } from '../shared/ui/antd-setup.ts';
import { clearToasts, preloadToasts } from '../shared/ui/toast.ts';

// A screen's first render in a file includes transforming its modules, which on a busy machine alone
// passes Testing Library's 1 s default: findBy and waitFor wait for a state, so waiting longer costs
// time only when a test fails. The test's own limit stays above that wait.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// Mock mode answers from the app's registry, as the app's entries have it do.
answerMocksFrom(() => import('../app/mock-api.ts'));

// Screens speak English in the tests unless a test activates another catalog.
activateCatalog('en', messages);
beforeAll(preloadToasts);

afterEach(() => {
  cleanup();
  // Within act, so that nothing of theirs is left for React's scheduler after the file's document goes.
  act(() => {
    clearToasts();
    unmountImperativeRoots();
  });
  forgetPageQuery();
  sessionStorage.clear();
  localStorage.clear();
});
