import type { TemplateConfig } from '@tz-loan/contract/promotion/calls';
import type { Attribution } from './attribution.ts';
import { attributionOf } from './attribution.ts';
import { type ClientType, clientTypeOf } from './client-type.ts';

/** What the landing's calls send besides the form: the template, the visitor's platform and origin. */
export type Landing = {
  templateId: number;
  clientType: ClientType;
  attribution: Attribution;
  /** Sent with the registration: the referrer's code, and what a native app put in the address. */
  inviteCode: string;
  deviceId: string;
  appName: string;
  merchantNumber: string;
};

export const landingOf = (template: TemplateConfig, query: URLSearchParams, userAgent: string): Landing => ({
  templateId: template.id,
  clientType: clientTypeOf(query, userAgent),
  attribution: attributionOf(query),
  inviteCode: query.get('invite_code') ?? '',
  deviceId: query.get('deviceId') ?? '',
  appName: query.get('appName') ?? '',
  merchantNumber: query.get('merchantNumber') ?? '',
});
