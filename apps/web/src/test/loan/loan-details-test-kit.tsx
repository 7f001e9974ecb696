import { SESSION } from '../mock-app.ts';
import { renderRoute } from '../render-route.tsx';

export {
  android,
  answerDetails,
  DETAILS,
  inMockApp,
  SESSION,
  sent,
  spyCall,
} from '../mock-app.ts';

export const openDetails = (path = '/squidChive') => renderRoute(`${path}?${SESSION}&orderId=1&productId=2`);

export const queryOf = (search = '') => Object.fromEntries(new URLSearchParams(search));
