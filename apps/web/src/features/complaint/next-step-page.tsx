import './complaint.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintInitData } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';
import { SCREEN } from '@tz-loan/contract/screens';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { KeepDates } from '../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { showInfo } from '../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getComplaintInitGet } from './api/get-complaint-init-get.ts';
import { clipDescription, countCharacters } from './characters.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { usePhotos } from './use-photos.ts';
import { useSendComplaint } from './use-send-complaint.ts';

/** The complaint's next step `/complainPageNext`: type tags, description, photos, Send (SPEC.md §2). */
export const NextStepPage = () => {
  const { t } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`Describe your problem`);
  const { state, reload } = useScreenData(getComplaintInitGet);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the complaint page`} state={state} onRetry={reload} />;
  return <NextStepForm data={state.data} />;
};

const NextStepForm = ({ data }: { data: ComplaintInitData }) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const query = new URLSearchParams(useLocation().search);
  const type = data.problemType.find((item) => String(item.value) === query.get('problemType'));
  const son = data.problemSonType.find((item) => String(item.value) === query.get('problemSonType'));
  const order = data.orderDetail;
  const [text, setText] = useState('');
  const { photos, add, remove, uploading, urls } = usePhotos();
  const { send, sending, sent } = useSendComplaint();
  const fieldId = useId();

  if (!type)
    return (
      <main className="message-screen">
        <h1>
          <Trans>Choose a problem type first</Trans>
        </h1>
        <Link to={appUrl(SCREEN.complaint)}>
          <Trans>Back to the complaint page</Trans>
        </Link>
      </main>
    );

  const submit = () => {
    if (text.trim() === '') {
      showInfo(t`Please fill in your comments and suggestions`);
      return;
    }
    if (uploading) {
      showInfo(t`Please wait until your photos have uploaded`);
      return;
    }
    void send({
      problemType: type.value,
      problemSonType: son ? String(son.value) : '',
      problemDetail: text,
      problemImage: urls.join(','),
      orderNo: order?.orderNo || undefined,
    });
  };

  return (
    <main className="cp">
      <h1 className="cp-title">
        <Trans>Describe your problem</Trans>
      </h1>
      <ul className="cp-tags" aria-label={t`Your complaint is about`}>
        <li>{type.title}</li>
        {son && <li>{son.title}</li>}
        {order && <li>{order.productName}</li>}
      </ul>
      <section className="cp-card">
        <label className="cp-label" htmlFor={fieldId}>
          <Trans>What happened?</Trans>
        </label>
        <textarea
          id={fieldId}
          className="cp-text"
          rows={6}
          value={text}
          placeholder={t`Tell us what happened, when, and who was involved`}
          onChange={(event) => setText(clipDescription(event.target.value))}
        />
        <p className="cp-counter" aria-live="polite">
          {countCharacters(text)}/{COMPLAINT_TEXT_MAX}
        </p>
      </section>
      <section className="cp-card">
        <h2>
          <Trans>Photos (optional)</Trans>
        </h2>
        <PhotoPicker photos={photos} onAdd={add} onRemove={remove} />
      </section>
      <p className="cp-promise">
        <KeepDates text={data.replyPromise} />
      </p>
      <button type="button" className="cp-send" disabled={sending} onClick={submit}>
        <Trans>Send</Trans>
      </button>
      <Dialog visible={sent !== null} title={t`Complaint sent`} actions={[]}>
        {sent && (
          <>
            <p>
              <Trans>Reference number {sent.reference}</Trans>
            </p>
            <p>{sent.replyPromise}</p>
          </>
        )}
      </Dialog>
    </main>
  );
};

export const page: ScreenPage = { Component: NextStepPage, data: getComplaintInitGet };
