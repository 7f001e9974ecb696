import '@testing-library/jest-dom/vitest';
import '../shared/ui/antd-setup.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetPageQuery } from '../shared/query/page-query.ts';
import { clearToasts } from '../shared/ui/toast.ts';

afterEach(() => {
  cleanup();
  clearToasts();
  forgetPageQuery();
});
