import '@testing-library/jest-dom/vitest';
import '../shared/ui/antd-setup.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { messages } from '../locales/en.po';
import { activateCatalog } from '../shared/i18n/language.ts';
import { forgetPageQuery } from '../shared/query/page-query.ts';
import { clearToasts, preloadToasts } from '../shared/ui/toast.ts';

// Screens speak English in the tests unless a test activates another catalog.
activateCatalog('en', messages);
beforeAll(preloadToasts);

afterEach(() => {
  cleanup();
  clearToasts();
  forgetPageQuery();
  sessionStorage.clear();
  localStorage.clear();
});
