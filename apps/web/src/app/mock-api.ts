import type { MockHandlers } from '../shared/http/mock-types.ts';

// Mock mode (PRODUCT.md §9): every call answered from built-in default data, with no server. Loaded
// only when `?mock=1` is on, so none of this reaches a real borrower's download. Each feature part
// keeps its data in its own `mock.ts`, found here: a new screen's mocks need no edit of this file.

const found = import.meta.glob<MockHandlers>('../features/**/mock.ts', { eager: true, import: 'mocks' });

/** Every mock file's handlers, by the file that holds them (a call answered twice is a mistake). */
export const MOCK_FILES: Record<string, MockHandlers> = found;

export const MOCK_HANDLERS: MockHandlers = Object.assign({}, ...Object.values(MOCK_FILES));

/** The envelope the server would send for `method path`, built from the mock data. */
export const mockRequest = async (
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
): Promise<unknown> => {
  const handler = MOCK_HANDLERS[`${method} ${path}`];
  if (!handler) return { code: 404, message: `No mock data for ${method} ${path}` };
  return handler(params);
};
