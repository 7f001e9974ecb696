import { API_BASE } from '@tz-loan/contract/platform/constants';
import { PROMOTION_CAPTCHA_PATH } from '@tz-loan/contract/promotion/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isMockMode } from '../../shared/http/mock-mode.ts';
import { getSid } from './api/get-sid.ts';

// Mock mode has no server to draw it: a fixed picture of MOCK_CAPTCHA_TEXT (mock.ts).
const MOCK_PICTURE = '/mock/promotion-captcha.svg';

/** The captcha picture of a sid: the server draws it, never cached. */
export const captchaSrc = (sid: string, mock = isMockMode()) =>
  mock ? `${MOCK_PICTURE}#${sid}` : `${API_BASE}${PROMOTION_CAPTCHA_PATH}?sid=${encodeURIComponent(sid)}`;

/**
 * The landing's captcha: the sid the page came with (or one from get-sid on load), and a new one on
 * each refresh. `bound` is set once a code was sent with it: the server then keeps it for the
 * registration and refuses it for another code.
 */
export const useCaptcha = (initialSid = '') => {
  const [sid, setSid] = useState(initialSid);
  const [bound, setBound] = useState(false);
  const refresh = useCallback(async () => {
    try {
      const answer = await getSid();
      if (answer.data) {
        setSid(answer.data.sid);
        setBound(false);
      }
    } catch {
      // No picture: tapping its place asks again.
    }
  }, []);
  // Asked for once, on load, only when the page came without one.
  const hadSid = useRef(initialSid !== '');
  useEffect(() => {
    if (!hadSid.current) void refresh();
  }, [refresh]);
  return { sid, bound, bind: () => setBound(true), refresh };
};
