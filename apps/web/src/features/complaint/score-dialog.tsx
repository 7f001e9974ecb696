import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_MODAL_DELAY_MS } from '@tz-loan/contract/platform/constants';
import { useEffect, useState } from 'react';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { Stars } from '../../shared/ui/stars.tsx';
import { showInfo } from '../../shared/ui/toast.ts';
import { saveScore } from './api/save-score.ts';

type Props = { complaintId: string; onRated: () => void };

/**
 * 'Please rate this service' (SPEC.md §2, §4): opens 3 s after the details load; tapping star n fills
 * 1..n; the mask does not close it; Cancel closes it and forgets the stars; Send with none asks for
 * one; a refusal shows the server's message; success thanks the borrower, closes it and resets it.
 */
export const ScoreDialog = ({ complaintId, onRated }: Props) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), RATING_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => {
    setOpen(false);
    setStars(0);
  };

  const send = async () => {
    if (stars === 0) {
      showInfo(t`Please choose a rating`);
      return;
    }
    setSending(true);
    try {
      // Not silent: a refusal shows the server's message (SPEC.md §8).
      const answer = await saveScore({
        problemId: complaintId,
        score: String(stars),
      });
      if (answer.code === 0) {
        showInfo(answer.message || t`Thank you for your rating`);
        close();
        onRated();
      }
    } catch {
      showInfo(t`Your rating was not sent: no connection. Please try again.`);
    }
    setSending(false);
  };

  return (
    <Dialog
      visible={open}
      title={t`Please rate this service`}
      actions={[
        { key: 'cancel', text: t`Cancel`, onClick: close },
        { key: 'send', text: t`Send`, primary: true, disabled: sending, onClick: send },
      ]}
    >
      <p>
        <Trans>How happy are you with our answer?</Trans>
      </p>
      <Stars value={stars} onChange={setStars} />
    </Dialog>
  );
};
