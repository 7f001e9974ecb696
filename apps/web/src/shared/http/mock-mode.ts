let mockMode = false;

/** Remembers `?mock=1` from a page URL (PRODUCT.md §9); stays on for the rest of the visit. */
export const keepMockMode = (search: string): void => {
  if (new URLSearchParams(search).get('mock') === '1') mockMode = true;
};

export const isMockMode = (): boolean => mockMode;

/** Tests. */
export const setMockMode = (on: boolean): void => {
  mockMode = on;
};
