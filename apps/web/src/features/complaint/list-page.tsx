import './complaint.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintListData } from '@tz-loan/contract/complaint/calls';
import { SCREEN } from '@tz-loan/contract/screens';
import { useState } from 'react';
import { answered } from '../../shared/http/use-call.ts';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { KeepDates } from '../../shared/ui/keep-dates.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getComplaintList, refreshComplaintList } from './api/get-complaint-list.ts';
import { PullIndicator } from './pull-indicator.tsx';
import { usePullToRefresh } from './use-pull-to-refresh.ts';

/** The complaint list `/complaintList`: tabs 'Processing' and 'Replied', pulled down to refresh. */
export const ComplaintListPage = () => {
  const { t } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`My complaints`);
  const { state, reload, setState } = useScreenData(getComplaintList);
  const [list, setList] = useState<HTMLElement | null>(null);
  const pulled = usePullToRefresh(list, async () => {
    const envelope = await refreshComplaintList();
    if (envelope.code === 0) setState(answered(envelope));
  });
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load your complaints`} state={state} onRetry={reload} />;
  return (
    <main className="cp" ref={setList}>
      <PullIndicator {...pulled} />
      <h1 className="cp-title">
        <Trans>My complaints</Trans>
      </h1>
      <ComplaintTabs data={state.data} />
    </main>
  );
};

const ComplaintTabs = ({ data }: { data: ComplaintListData }) => {
  const appUrl = useAppUrl();
  const [chosen, setChosen] = useState(data.tabs[0]?.value ?? 0);
  const tab = data.tabs.find((item) => item.value === chosen) ?? data.tabs[0];
  return (
    <>
      <div className="cp-tabs" role="tablist">
        {data.tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            aria-selected={item.value === tab?.value}
            onClick={() => setChosen(item.value)}
          >
            {item.title} ({item.list.length})
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={tab?.title}>
        {tab && tab.list.length > 0 ? (
          <ul className="cp-list">
            {tab.list.map((item) => (
              <li key={item.id}>
                <Link to={appUrl(SCREEN.complaintDetails, { problemId: item.id })}>
                  <span className="cp-list-head">
                    <span className="cp-list-type">{item.type}</span>
                    <span className="cp-list-time">
                      <KeepDates text={item.time} />
                    </span>
                  </span>
                  <span className="cp-list-content">{item.content}</span>
                  <span className="cp-list-reference">
                    <Trans>Reference number {item.reference}</Trans>
                    {item.isNeedScore === 1 && (
                      <span className="cp-list-rate">
                        <Trans>Rate the reply</Trans>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="cp-empty">
            <p>
              <Trans>Nothing here yet. To tell us about a problem, file a complaint.</Trans>
            </p>
            <Link className="cp-link" to={appUrl(SCREEN.complaint)}>
              <Trans>File a complaint</Trans>
            </Link>
          </div>
        )}
      </section>
    </>
  );
};

export const page: ScreenPage = { Component: ComplaintListPage, data: getComplaintList };
