import type { trackClick, trackVisit } from '@tz-loan/contract/promotion';
import { PROMOTION_PAGE_TYPE, PROMOTION_PATHS } from '@tz-loan/contract/promotion-paths';
import { callApi } from '../../shared/http/call-api.ts';
import { apiClient } from '../../shared/http/clients.ts';
import type { Attribution } from './attribution.ts';
import type { ClientType } from './client-type.ts';
import type { Landing } from './landing-context.ts';

type Tracked = { pageId: number; clientType: ClientType; attribution: Attribution; phone?: string };

// The funnel's counts: silent, and a lost one never stops the visitor.
const track = (call: typeof PROMOTION_PATHS.trackVisit | typeof PROMOTION_PATHS.trackClick, what: Tracked) =>
  callApi<typeof trackVisit | typeof trackClick>(
    apiClient,
    call,
    {
      page_id: String(what.pageId),
      client_type: what.clientType,
      page_type: PROMOTION_PAGE_TYPE,
      phone: what.phone ?? '',
      ...what.attribution,
    },
    { silent: true },
  ).catch(() => undefined);

export const trackLandingVisit = (what: Tracked) => track(PROMOTION_PATHS.trackVisit, what);
export const trackRegisterClick = (what: Tracked) => track(PROMOTION_PATHS.trackClick, what);

/** What the tracking calls say of a landing. */
export const trackingOf = (landing: Landing): Tracked => ({
  pageId: landing.templateId,
  clientType: landing.clientType,
  attribution: landing.attribution,
});
