import './complaint.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintDetailData } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';
import { Suspense, useId } from 'react';
import { lazyPart } from '../../shared/screens/lazy-part.tsx';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { KeepDates } from '../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getComplaintDetail } from './api/get-complaint-detail.ts';
import { countCharacters } from './characters.ts';
import { PhotoList } from './photo-list.tsx';

// Only a replied complaint that is not rated yet asks: the others never download the dialog.
const ScoreDialog = lazyPart('src/features/complaint/score-dialog.tsx', () =>
  import('./score-dialog.tsx').then((m) => m.ScoreDialog),
);

/** Complaint details `/complainDetails` (SPEC.md §2): what was sent, the reply, the rating. */
export const ComplaintDetailsPage = () => {
  const { t } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`Complaint details`);
  const { state, reload, setState } = useScreenData(getComplaintDetail);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your complaint`} state={state} onRetry={reload} />;
  const rated = () => setState({ status: 'ok', data: { ...state.data, isNeedScore: 0 } });
  return <ComplaintDetails data={state.data} onRated={rated} />;
};

const ComplaintDetails = ({ data, onRated }: { data: ComplaintDetailData; onRated: () => void }) => {
  const { t } = useLingui();
  const contentId = useId();
  const replied = data.disposeDetail !== '' || data.disposeImages.length > 0;
  return (
    <main className="cp">
      <h1 className="cp-title">
        <Trans>Complaint details</Trans>
      </h1>
      <section className="cp-card">
        <p className="cp-reference">
          <Trans>Reference number {data.reference}</Trans>
        </p>
        <dl className="cp-facts">
          <div>
            <dt>
              <Trans>Type</Trans>
            </dt>
            <dd>{data.type}</dd>
          </div>
          {data.sonType !== '' && (
            <div>
              <dt>
                <Trans>Sub-type</Trans>
              </dt>
              <dd>{data.sonType}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Sent</Trans>
            </dt>
            <dd>
              <KeepDates text={data.time} />
            </dd>
          </div>
        </dl>
        <label className="cp-label" htmlFor={contentId}>
          <Trans>What happened?</Trans>
        </label>
        <textarea id={contentId} className="cp-text" rows={4} value={data.content} readOnly />
        <p className="cp-counter">
          {countCharacters(data.content)}/{COMPLAINT_TEXT_MAX}
        </p>
        <PhotoList paths={data.images} label={t`Your photos`} />
        {data.status === 'processing' && (
          <p className="cp-promise">
            <KeepDates text={data.replyPromise} />
          </p>
        )}
      </section>
      {replied && (
        <section className="cp-card cp-reply" aria-labelledby="cp-reply-title">
          <h2 id="cp-reply-title">
            <Trans>Our reply</Trans>
          </h2>
          {data.disposeTime && <p className="cp-muted">{data.disposeTime}</p>}
          {data.disposeDetail && <p className="cp-reply-text">{data.disposeDetail}</p>}
          <PhotoList paths={data.disposeImages} label={t`Photos from customer service`} />
        </section>
      )}
      {data.escalation && <p className="cp-escalation">{data.escalation}</p>}
      {data.isNeedScore !== 0 && (
        <Suspense fallback={null}>
          <ScoreDialog complaintId={data.problemId} onRated={onRated} />
        </Suspense>
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: ComplaintDetailsPage, data: getComplaintDetail };
