import { browserPageQuery } from '../query/page-query.ts';

/** Whether this tab runs on the mock data (`?mock=1`, PRODUCT.md §9): kept with its page query. */
export const isMockMode = (): boolean => browserPageQuery().mock();

/** Tests. */
export const setMockMode = (on: boolean): void => browserPageQuery().setMock(on);

/** The envelope the server would send for `method path`, built from the mock data. */
export type MockRequest = (
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
) => Promise<unknown>;

// The registry finds every feature's mock data, which shared/ must not know: the app hands over a
// loader, called only once a call is made in mock mode, so the data stays out of a borrower's download.
let loadMocks: (() => Promise<{ mockRequest: MockRequest }>) | undefined;

/** The app's mock registry, loaded on the first call made in mock mode. */
export const answerMocksFrom = (load: () => Promise<{ mockRequest: MockRequest }>): void => {
  loadMocks = load;
};

/** Answers a call from the mock data the app handed over. */
export const mockRequest: MockRequest = async (method, path, params) => {
  if (!loadMocks) return { code: 404, message: `No mock data loaded for ${method} ${path}` };
  const { mockRequest: answer } = await loadMocks();
  return answer(method, path, params);
};
