import '@testing-library/jest-dom/vitest';
import '../shared/ui/antd-setup.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetPageQuery } from '../shared/query/page-query.ts';
import { clearToasts, preloadToasts } from '../shared/ui/toast.ts';

beforeAll(preloadToasts);

afterEach(() => {
  cleanup();
  clearToasts();
  forgetPageQuery();
  sessionStorage.clear();
  localStorage.clear();
});
