import { useLingui } from '@lingui/react/macro';
import { isAllowedUrl } from '../../../shared/query/allowed-url.ts';
import { useAppUrl } from '../../../shared/scope/use-page-urls.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { InProgress } from './main-offer.ts';

/**
 * Apply refused because another loan is unfinished: the server's words (in the reader's language) and
 * the one way on, that loan's details with the common params (docs/loan-offer.md). Loaded in place of
 * this page, as a submitted application's details are: back does not return to an offer that cannot be
 * taken now.
 */
export const LoanInProgress = ({ refusal }: { refusal: InProgress | undefined }) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  if (!refusal) return null;
  const url = appUrl(refusal.inProgress.lendDetailsUrl);
  const open = () => {
    if (isAllowedUrl(url)) window.location.replace(url);
  };
  return (
    <Dialog
      visible
      title={t`Loan in progress`}
      className="confirm-in-progress"
      actions={[{ key: 'open', text: t`View my loan`, primary: true, onClick: open }]}
    >
      <p>
        {refusal.message || t`You already have a loan in progress. You can apply again when it is finished.`}
      </p>
    </Dialog>
  );
};
