import { APP_FEATURES_META, type AppFeature } from '@tz-loan/contract/platform/bridge';

export type AppFeatures = ReadonlySet<AppFeature>;

/**
 * The features the server switched on, from `<meta name="app-features" content="dev,host">` in the
 * served page (read once at startup). No meta, no features.
 */
export const readAppFeatures = (doc: Document = document): AppFeatures => {
  const content = doc.querySelector(`meta[name="${APP_FEATURES_META}"]`)?.getAttribute('content') ?? '';
  const names = content.split(',').map((name) => name.trim());
  return new Set(names.filter(Boolean) as AppFeature[]);
};
