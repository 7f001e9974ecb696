import { CONTENT_PATHS } from '@tz-loan/contract/content/paths';
import { type MockHandlers, ok } from '../../../shared/http/mock-types.ts';

export const mocks: MockHandlers = {
  // Mock mode keeps nothing: the form says it was sent.
  [`${CONTENT_PATHS.contactMessage.method} ${CONTENT_PATHS.contactMessage.path}`]: () => ok({}),
};
