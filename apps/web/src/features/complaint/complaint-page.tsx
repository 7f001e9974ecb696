import './complaint.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComplaintInitData } from '@tz-loan/contract/complaint/calls';
import { ComplaintType } from '@tz-loan/contract/complaint/paths';
import { SCREEN } from '@tz-loan/contract/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppUrl } from '../../shared/scope/use-page-urls.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { useScreenData } from '../../shared/screens/screen-data.ts';
import { useNativeBackInApp } from '../../shared/screens/use-native-back-in-app.ts';
import { Link } from '../../shared/ui/app-link.tsx';
import { LoadFailed, Loading } from '../../shared/ui/load-state.tsx';
import { showInfo } from '../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { getComplaintInit } from './api/get-complaint-init.ts';
import { OrderCard } from './order-card.tsx';
import { OrderSheet } from './order-sheet.tsx';
import { TypeIcon } from './type-icons.tsx';

/** The complaint page `/codliverDa` 'Online service' (SPEC.md §2, PRODUCT.md §12). */
export const ComplaintPage = () => {
  const { t } = useLingui();
  useNativeBackInApp();
  useDocumentTitle(t`Online service`);
  const { state, reload } = useScreenData(getComplaintInit);
  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ok')
    return <LoadFailed title={t`Could not load the complaint page`} state={state} onRetry={reload} />;
  return <ComplaintForm data={state.data} />;
};

const ComplaintForm = ({ data }: { data: ComplaintInitData }) => {
  const { t } = useLingui();
  const appUrl = useAppUrl();
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState(data.orderDetail?.orderNo ?? '');
  const [choosing, setChoosing] = useState(false);
  const [collection, setCollection] = useState(false);
  const order =
    data.orderList.find((o) => o.orderNo === orderNo) ??
    (data.orderDetail?.orderNo === orderNo ? data.orderDetail : null);

  const toNextStep = (problemType: number, problemSonType?: number) =>
    navigate(
      appUrl(SCREEN.complaintNextStep, { problemType, problemSonType, orderNo: orderNo || undefined }),
    );

  const chooseType = (value: number) => {
    if (value !== ComplaintType.debtCollection) {
      setCollection(false);
      toNextStep(value);
      return;
    }
    if (!order) {
      showInfo(t`Choose the loan this debt collection complaint is about`);
      setChoosing(true);
      return;
    }
    // Only an order that is or has been due can be about debt collection (PRODUCT.md §12).
    if (order.isShow !== 1) {
      showInfo(t`The selected order does not support sending collection types`);
      return;
    }
    setCollection(true);
  };

  const chooseOrder = (chosen: string) => {
    setOrderNo(chosen);
    setChoosing(false);
    setCollection(false);
  };

  return (
    <main className="cp">
      <header className="cp-head">
        <h1>
          <Trans>Online service</Trans>
        </h1>
        <Link className="cp-link" to={appUrl(SCREEN.complaintList)}>
          <Trans>My complaints</Trans>
        </Link>
      </header>
      <section className="cp-card" aria-labelledby="cp-order-title">
        <div className="cp-row">
          <h2 id="cp-order-title">
            <Trans>Order</Trans>
          </h2>
          <button type="button" className="cp-all" onClick={() => setChoosing(true)}>
            <Trans>All</Trans>
          </button>
        </div>
        {order ? (
          <OrderCard order={order} />
        ) : (
          <p className="cp-muted">
            <Trans>No order chosen: your complaint will be about the service in general.</Trans>
          </p>
        )}
      </section>
      <section className="cp-card" aria-labelledby="cp-type-title">
        <h2 id="cp-type-title">
          <Trans>Select question type</Trans>
        </h2>
        <ul className="cp-types">
          {data.problemType.map((type) => {
            const isCollection = type.value === ComplaintType.debtCollection;
            return (
              <li key={type.value}>
                <button
                  type="button"
                  aria-pressed={isCollection ? collection : undefined}
                  onClick={() => chooseType(type.value)}
                >
                  <TypeIcon name={type.icon} value={type.value} />
                  <span>{type.title}</span>
                </button>
                {isCollection && collection && (
                  <ul className="cp-types cp-son-types" aria-label={t`What happened during debt collection?`}>
                    {data.problemSonType.map((son) => (
                      <li key={son.value}>
                        <button
                          type="button"
                          onClick={() => toNextStep(ComplaintType.debtCollection, son.value)}
                        >
                          <span>{son.title}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {choosing && (
        <OrderSheet
          orders={data.orderList}
          chosen={orderNo}
          onChoose={chooseOrder}
          onClose={() => setChoosing(false)}
        />
      )}
    </main>
  );
};

export const page: ScreenPage = { Component: ComplaintPage, data: getComplaintInit };
