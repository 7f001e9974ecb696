import {
  type OpsOrder,
  opsApprove,
  opsOrders,
  opsPayout,
  opsPayoutRetryTo,
  opsReject,
} from '@tz-loan/contract/staff/calls';
import { App, Button, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffCall } from '../http/staff-http.ts';
import type { TextKey } from '../i18n/dictionary.ts';
import { useT } from '../i18n/language.tsx';
import { may } from '../layout/nav.ts';
import { useSession } from '../session/session.tsx';
import { money, when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { isProposal } from '../shared/proposal.ts';
import { useLoad } from '../shared/use-load.ts';
import { OrderMoney } from './order-money.tsx';
import { RetryToAccount } from './retry-to-account.tsx';

const STATUSES = [21, 40, 110, 151, 170, 174, 180, 200];
const PAGE = 50;

export const OrdersPage = () => {
  const t = useT();
  const { message, modal } = App.useApp();
  const { session } = useSession();
  const roles = session.me.roles;
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const phone = params.get('phone') ?? '';
  const [pages, setPages] = useState<OpsOrder[][]>([]);
  const [moneyOf, setMoneyOf] = useState<number | null>(null);

  // The server filters by status and pages with `before`; the filter is applied here too for a server
  // that does not yet.
  const first = useLoad(async () => {
    setPages([]);
    return (await staffCall(opsOrders, { status, phone, limit: PAGE })).orders;
  }, [status, phone]);
  const orders = [first.data ?? [], ...pages]
    .flat()
    .filter((order) => !status || String(order.status) === status || String(order.storedStatus) === status);
  const more = async () => {
    const last = orders.at(-1);
    if (!last) return;
    try {
      const next = await staffCall(opsOrders, { status, phone, limit: PAGE, before: last.orderId });
      setPages((loaded) => [...loaded, next.orders]);
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };

  const act = (question: TextKey, order: OpsOrder, run: () => Promise<unknown>) =>
    modal.confirm({
      title: t(question, { orderId: order.orderId }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const answer = await run();
          if (isProposal(answer)) message.info(t('proposed'));
          else if (answer && typeof answer === 'object' && 'toStatus' in answer) {
            const { fromStatus, toStatus } = answer as { fromStatus: number; toStatus: number };
            message.success(t('done', { from: fromStatus, to: toStatus }));
          }
          first.reload();
        } catch (reason) {
          message.error(reason instanceof Error ? reason.message : String(reason));
        }
      },
    });

  const actions = (order: OpsOrder) => (
    <Space wrap>
      <Button size="small" onClick={() => setMoneyOf(order.orderId)}>
        {t('money')}
      </Button>
      {order.storedStatus === 21 && may(roles, opsApprove) && (
        <>
          <Button
            size="small"
            type="primary"
            onClick={() =>
              act('confirmApprove', order, () => staffCall(opsApprove, { orderId: order.orderId }))
            }
          >
            {t('approve')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              act('confirmReject', order, () => staffCall(opsReject, { orderId: order.orderId }))
            }
          >
            {t('reject')}
          </Button>
        </>
      )}
      {order.storedStatus === 151 && may(roles, opsPayout) && (
        <Button
          size="small"
          onClick={() =>
            act('confirmRetry', order, () =>
              staffCall(opsPayout, { orderId: order.orderId, outcome: 'retry' }),
            )
          }
        >
          {t('retryPayout')}
        </Button>
      )}
      {order.storedStatus === 151 && may(roles, opsPayoutRetryTo) && (
        <RetryToAccount order={order} onDone={first.reload} />
      )}
      {order.storedStatus === 110 && may(roles, opsPayout) && (
        <Button
          size="small"
          onClick={() =>
            act('confirmSettle', order, () =>
              staffCall(opsPayout, { orderId: order.orderId, outcome: 'succeed' }),
            )
          }
        >
          {t('settleByHand')}
        </Button>
      )}
    </Space>
  );

  return (
    <>
      <PageTitle>{t('nav_orders')}</PageTitle>
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={({ phone: searched }: { phone?: string }) => {
          const next = new URLSearchParams(params);
          if (searched) next.set('phone', searched);
          else next.delete('phone');
          setParams(next);
        }}
      >
        <Form.Item label={t('filterStatus')}>
          <Select
            aria-label={t('filterStatus')}
            value={status}
            style={{ width: 160 }}
            onChange={(value: string) => {
              const next = new URLSearchParams(params);
              if (value) next.set('status', value);
              else next.delete('status');
              setParams(next);
            }}
            options={[
              { value: '', label: t('allStatuses') },
              ...STATUSES.map((s) => ({ value: String(s), label: String(s) })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('searchPhone')} name="phone" initialValue={phone}>
          <Input type="tel" allowClear />
        </Form.Item>
        <Button htmlType="submit">{t('search')}</Button>
      </Form>
      <LoadState loading={first.loading} error={first.error} reload={first.reload}>
        <Table<OpsOrder>
          rowKey="orderId"
          dataSource={orders}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('order'), dataIndex: 'orderId' },
            { title: t('phone'), dataIndex: 'phone' },
            { title: t('product'), dataIndex: 'productName' },
            { title: t('status'), dataIndex: 'status' },
            { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
            { title: t('totalRepayable'), dataIndex: 'totalRepayable', render: money, align: 'right' },
            { title: t('nextDue'), dataIndex: 'nextDueDate' },
            { title: t('created'), dataIndex: 'createdAt', render: when },
            { title: t('actions'), key: 'actions', render: (_, order) => actions(order) },
          ]}
        />
        {(first.data?.length ?? 0) >= PAGE && (
          <Button style={{ marginTop: 16 }} onClick={more}>
            {t('loadMore')}
          </Button>
        )}
      </LoadState>
      {moneyOf !== null && <OrderMoney orderId={moneyOf} onClose={() => setMoneyOf(null)} />}
    </>
  );
};
