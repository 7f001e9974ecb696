import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import type { ScreenData } from '../../../shared/screens/screen.ts';
import { getLenderDetails } from './get-lender-details.ts';
import { getSid } from './get-sid.ts';
import { getTemplate } from './get-template.ts';

export type LandingData = {
  template: TemplateConfig;
  /** The lender's registered name; null when it could not be had. */
  lenderName: string | null;
  /** The captcha's sid; empty when none could be had (the form asks again). */
  sid: string;
};

/**
 * The landing's template with the lender's name and a captcha sid, asked for together: the page the
 * server renders carries all three, so the phone has nothing to fetch before the visitor can type
 * but the captcha's picture, which the page names. The template's answer decides the page's state.
 */
export const getLanding: ScreenData<LandingData> = async (context) => {
  const [template, lender, sid] = await Promise.all([
    getTemplate(context),
    getLenderDetails(context).catch(() => null),
    getSid(context.http).catch(() => null),
  ]);
  const { data, ...answer } = template;
  if (!data) return answer;
  return {
    ...answer,
    data: { template: data, lenderName: lender?.data?.lender.name ?? null, sid: sid?.data?.sid ?? '' },
  };
};
