import { useLingui } from '@lingui/react/macro';
import { PROMOTION_CODES } from '@tz-loan/contract/promotion/paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appUrl } from '../../shared/query/app-url.ts';
import { showInfo } from '../../shared/ui/toast.ts';
import { getSms } from './api/get-sms.ts';
import { register } from './api/register.ts';
import type { Landing } from './landing-context.ts';

type Typed = { phone: string; capcode: string; sid: string };

/**
 * get-sms and register, and what their codes mean for the landing (SPEC.md §8). A refusal's words come
 * from the server (the client's toast); `onCaptchaSpent` is told when the picture can no longer serve.
 */
export const useRegistration = (landing: Landing, onCaptchaSpent: () => void) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const toDownload = () => navigate(appUrl(SCREEN.promotionDownload, { id: landing.templateId }));
  const common = {
    deviceId: landing.deviceId,
    appName: landing.appName,
    ...landing.attribution,
    id: landing.templateId,
  };

  const run = async <T>(call: () => Promise<T>): Promise<T | null> => {
    setBusy(true);
    try {
      return await call();
    } catch {
      showInfo(t`Please check your connection and try again.`);
      return null;
    } finally {
      setBusy(false);
    }
  };

  /** Asks for the SMS code; the seconds until another may be asked, or null. */
  const sendCode = async (typed: Typed): Promise<number | null> => {
    const answer = await run(() => getSms({ ...typed, ...common }));
    if (!answer) return null;
    if (answer.data) {
      showInfo(t`The code was sent by SMS`);
      return answer.data.resendAfterSeconds;
    }
    if (answer.code === PROMOTION_CODES.alreadyRegistered) void toDownload();
    // 101 spent it; any other refusal came after the server checked it, and bound or spent it.
    else onCaptchaSpent();
    return null;
  };

  const registerPhone = async (typed: Typed & { smsCode: string }) => {
    const answer = await run(() =>
      register(
        {
          ...typed,
          ...common,
          merchantNumber: landing.merchantNumber,
          userName: '',
          invite_code: landing.inviteCode,
        },
        { loading: t`Registering…` },
      ),
    );
    if (!answer) return;
    if (answer.code === 0) {
      showInfo(t`Registration successful`);
      void toDownload();
    } else if (answer.code === PROMOTION_CODES.alreadyRegistered) void toDownload();
    // -1, a wrong code: the try has spent the picture.
    else onCaptchaSpent();
  };

  return { busy, sendCode, registerPhone };
};
