import type { sendContactMessage as call } from '@tz-loan/contract/content/calls';
import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import type { CallInput } from '@tz-loan/contract/platform/call';
import { callApi } from '../../../../shared/http/call-api.ts';
import { apiClient } from '../../../../shared/http/clients.ts';

/** Sends the official site's contact form. Not silent: a refusal is the server's to say, and toasted. */
export const sendContactMessage = (message: CallInput<typeof call>) =>
  callApi<typeof call>(apiClient, CONTENT_PATHS.contactMessage, message);
