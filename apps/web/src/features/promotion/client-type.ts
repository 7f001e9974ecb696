export type ClientType = 'android' | 'ios' | '';

/**
 * The visitor's platform: the `clientType` the native app puts in the address when it opens the landing,
 * else the browser's user agent (an ad opens it in a plain browser). '' when neither says.
 */
export const clientTypeOf = (query: URLSearchParams, userAgent: string): ClientType => {
  const given = query.get('clientType')?.toLowerCase();
  if (given === 'android' || given === 'ios') return given;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return '';
};
