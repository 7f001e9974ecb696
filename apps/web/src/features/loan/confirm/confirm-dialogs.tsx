import { useLingui } from '@lingui/react/macro';
import type { ConfirmationData } from '@tz-loan/contract/loan/calls';
import { type ReactNode, useEffect, useState } from 'react';
import { sendToNative, useNativeBack } from '../../../shared/bridge/bridge.ts';
import { useAppUrl, useIsAllowedUrl } from '../../../shared/scope/use-page-urls.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

type Pop = Pick<ConfirmationData, 'isPopType' | 'popTitle' | 'popContent' | 'popAgreementUrl'>;

const closeWebview = () => sendToNative('closeWebview');

// A borrower who agreed once is not asked again in the same webview session (coming back from the
// bank form, say). Storage can be off in a webview: then the modal simply asks again.
const agreedKey = (url: string) => `agreed:${url}`;
const alreadyAgreed = (url: string) => {
  try {
    return sessionStorage.getItem(agreedKey(url)) === '1';
  } catch {
    return false;
  }
};
const rememberAgreed = (url: string) => {
  try {
    sessionStorage.setItem(agreedKey(url), '1');
  } catch {
    // Asked again next time.
  }
};

/**
 * The popup agreement (on load when the server names a page; the mask does not close it) and the
 * retention dialog 'Point out' (on the native back action when isPopType is 1). `after` (another
 * dialog that opens on load) shows once the agreement is out of the way, never stacked over it.
 */
export const ConfirmDialogs = ({ pop, after }: { pop: Pop; after?: ReactNode }) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const isAllowedUrl = useIsAllowedUrl();
  const agreementUrl = pop.popAgreementUrl ? appUrl(pop.popAgreementUrl) : '';
  const [agreementOpen, setAgreementOpen] = useState(() => isAllowedUrl(agreementUrl));
  // This webview's session storage is known only on the phone, after the server-rendered paint.
  useEffect(() => {
    if (alreadyAgreed(pop.popAgreementUrl)) setAgreementOpen(false);
  }, [pop.popAgreementUrl]);
  const agree = () => {
    rememberAgreed(pop.popAgreementUrl);
    setAgreementOpen(false);
  };
  const [retaining, setRetaining] = useState(false);

  useNativeBack(() => {
    // Without the retention dialog, back is the app's default: the screen before (the product page the
    // borrower applied from), else the webview closes.
    if (pop.isPopType !== 1) return false;
    // Handled: the native side keeps the webview open while the borrower reads the dialog.
    setRetaining(true);
    return true;
  });

  return (
    <>
      <Dialog
        visible={agreementOpen}
        title={t`Loan Agreement`}
        className="confirm-agreement"
        actions={[
          { key: 'cancel', text: t`Cancel`, onClick: closeWebview },
          { key: 'agree', text: t`Agree`, primary: true, onClick: agree },
        ]}
      >
        {/* From the server's HTML, not after the scripts; lazy (it is on screen) so that it is asked for at
            the first layout rather than mid-parse, and its document never holds up the offer's paint. */}
        <iframe src={agreementUrl} title={t`Loan Agreement`} loading="lazy" />
      </Dialog>
      {!agreementOpen && after}
      <Dialog
        visible={retaining}
        title={t`Point out`}
        actions={[
          { key: 'agree', text: t`Agree`, primary: true, onClick: () => setRetaining(false) },
          { key: 'cancel', text: t`Cancel`, onClick: closeWebview },
        ]}
      >
        {pop.popTitle && <p className="confirm-pop-title">{pop.popTitle}</p>}
        <p>{pop.popContent}</p>
      </Dialog>
    </>
  );
};
