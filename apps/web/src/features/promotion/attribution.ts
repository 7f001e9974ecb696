/** Where the visitor came from: the landing's query, sent with every call the funnel counts. */
export type Attribution = { user_from: string; app_from: string; utm_tag: string };

export const attributionOf = (query: URLSearchParams): Attribution => ({
  user_from: query.get('user_from') ?? '',
  app_from: query.get('app_from') ?? '',
  utm_tag: query.get('utm_tag') ?? '',
});
