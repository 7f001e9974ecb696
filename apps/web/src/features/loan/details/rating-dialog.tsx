import { Trans, useLingui } from '@lingui/react/macro';
import { GOOGLE_SCORE_SENT, NATIVE_RATE_MIN_STARS } from '@tz-loan/contract/platform/constants';
import { useState } from 'react';
import { sendToNative } from '../../../shared/bridge/bridge.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Stars } from '../../../shared/ui/stars.tsx';
import { showInfo } from '../../../shared/ui/toast.ts';
import { sendRating } from './api/send-rating.ts';
import { settle } from './loan-actions.ts';

/**
 * The rating dialog (isScore 1): tapping star i fills 1..i (tapping again does not clear it); Submit
 * with none chosen asks to pick; 4 or more hands over to the native rate-the-app prompt, fewer thanks
 * the borrower in a result dialog. `open` false keeps it waiting behind another dialog.
 */
export const RatingDialog = ({ open, orderId }: { open: boolean; orderId: string }) => {
  const { t } = useLingui();
  const [stars, setStars] = useState(0);
  const [phase, setPhase] = useState<'rate' | 'thanks' | 'done'>('rate');

  const submit = async () => {
    if (stars === 0) {
      showInfo(t`Please choose a rating`);
      return;
    }
    // SPEC.md §9 'rating sent always 5', below 4 as well: the score a borrower means goes to the store
    // through the native prompt; this call only records that they answered, so the dialog stays away.
    const sent = settle(sendRating(GOOGLE_SCORE_SENT, orderId));
    if (stars < NATIVE_RATE_MIN_STARS) {
      setPhase('thanks');
      return;
    }
    setPhase('done');
    await sent;
    sendToNative('toRate');
  };

  return (
    <>
      <Dialog
        visible={open && phase === 'rate'}
        title={t`Rate us`}
        className="ld-rating"
        actions={[
          { key: 'cancel', text: t`Cancel`, onClick: () => setPhase('done') },
          { key: 'submit', text: t`Submit`, primary: true, onClick: submit },
        ]}
      >
        <p>
          <Trans>How do you like our service?</Trans>
        </p>
        <Stars value={stars} onChange={setStars} />
      </Dialog>
      <Dialog
        visible={phase === 'thanks'}
        title={t`Thank you for your feedback`}
        actions={[{ key: 'ok', text: t`OK`, primary: true, onClick: () => setPhase('done') }]}
      >
        <Trans>We will keep improving.</Trans>
      </Dialog>
    </>
  );
};
