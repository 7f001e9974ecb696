// No zod here: the web app's first screen imports these names and must stay small.

/**
 * The query every webview URL carries and every `/tapi` call and in-app redirect forwards
 * (PRODUCT.md §2). `building`/`gather`/`swift`/`eyes` ride along only to become headers.
 */
/** What the native app puts in every webview URL: who and on what device. */
export const SESSION_PARAM_NAMES = [
  'userId',
  'sessionId',
  'deviceId',
  'merchantNumber',
  'mobilePhone',
  'clientType',
  'appVersion',
  'appName',
  'channel',
  'osVersion',
  'packageId',
] as const;

export const COMMON_PARAM_NAMES = [
  ...SESSION_PARAM_NAMES,
  // Per screen.
  'productId',
  'product_id',
  'orderId',
  'position',
  'source',
  'from',
  // The language a borrower reads (PRODUCT.md §16): `sw` or `en`.
  'language',
] as const;

export type CommonParamName = (typeof COMMON_PARAM_NAMES)[number];
export type CommonParams = Partial<Record<CommonParamName, string>>;

export const CLIENT_HEADER_PARAMS = { first: ['building', 'gather'], second: ['swift', 'eyes'] } as const;

/** `productId` and `product_id` are the same parameter: whichever is present fills the other. */
export const withProductIdAliases = <T extends Partial<Record<'productId' | 'product_id', string>>>(
  params: T,
): T => {
  const id = params.productId || params.product_id;
  return id ? { ...params, productId: id, product_id: id } : params;
};
