import { browserPageQuery } from '../query/page-query.ts';

/** Whether this tab runs on the mock data (`?mock=1`, PRODUCT.md §9): kept with its page query. */
export const isMockMode = (): boolean => browserPageQuery().mock();

/** Tests. */
export const setMockMode = (on: boolean): void => browserPageQuery().setMock(on);
