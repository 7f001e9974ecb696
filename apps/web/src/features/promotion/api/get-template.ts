import type { channelTemplate, TemplateConfig } from '@tz-loan/contract/promotion/calls';
import { PROMOTION_PATHS } from '@tz-loan/contract/promotion/paths';
import { callApi } from '../../../shared/http/call-api.ts';
import type { ScreenData } from '../../../shared/screens/screen.ts';

// Silent: an unknown or ended promotion is said on the page itself, not in a toast.

/** The template `?id=` names: the landing's texts, banner, colour and download links. */
export const getTemplate: ScreenData<TemplateConfig> = ({ query, http }) =>
  callApi<typeof channelTemplate>(
    http,
    PROMOTION_PATHS.template,
    { templateId: query.get('id') ?? '' },
    { silent: true },
  );
