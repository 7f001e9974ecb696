import { PROMOTION_PAGE_TYPE } from '@tz-loan/contract/promotion/paths';
import { trackClick } from './api/track-click.ts';
import { trackVisit } from './api/track-visit.ts';
import type { Attribution } from './attribution.ts';
import type { ClientType } from './client-type.ts';
import type { Landing } from './landing-context.ts';

type Tracked = { pageId: number; clientType: ClientType; attribution: Attribution; phone?: string };

// The funnel's counts: silent, and a lost one never stops the visitor.
const track = (call: typeof trackVisit | typeof trackClick, what: Tracked) =>
  call({
    page_id: String(what.pageId),
    client_type: what.clientType,
    page_type: PROMOTION_PAGE_TYPE,
    phone: what.phone ?? '',
    ...what.attribution,
  }).catch(() => undefined);

export const trackLandingVisit = (what: Tracked) => track(trackVisit, what);
export const trackRegisterClick = (what: Tracked) => track(trackClick, what);

/** What the tracking calls say of a landing. */
export const trackingOf = (landing: Landing): Tracked => ({
  pageId: landing.templateId,
  clientType: landing.clientType,
  attribution: landing.attribution,
});
