import { opsOrderMoney } from '@tz-loan/contract/staff/queues';
import { opsWriteOff } from '@tz-loan/contract/staff/write-off';
import { Descriptions, Drawer, Table, Typography } from 'antd';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { may } from '../layout/nav.ts';
import { useSession } from '../session/session.tsx';
import { money, when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { isProposal } from '../shared/proposal.ts';
import { useLoad } from '../shared/use-load.ts';
import { PayCodeForm } from './pay-code-form.tsx';
import { WriteOffForm } from './write-off-form.tsx';

/** One order's plan, its ledger with the running balance, and its payments. */
export const OrderMoney = ({ orderId, onClose }: { orderId: number; onClose: () => void }) => {
  const t = useT();
  const { session } = useSession();
  const { data, error, loading, reload } = useLoad(() => staffCall(opsOrderMoney, { orderId }), [orderId]);
  return (
    <Drawer
      open
      size="large"
      title={t('moneyOf', { orderId })}
      onClose={onClose}
      closable={{ 'aria-label': t('close') }}
    >
      {/* Outside the loaded part: what the payment answered stays while the money reloads. */}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('payCodeTitle')}
      </Typography.Title>
      <PayCodeForm onPaid={reload} />
      <LoadState loading={loading} error={error} reload={reload}>
        {data && (
          <>
            <Descriptions items={[{ key: 'owed', label: t('owed'), children: money(data.owed) }]} />
            {/* Only what an order being repaid still owes can be written off, and only by finance. */}
            {data.owed > 0 && may(session.me.roles, opsWriteOff) && (
              <>
                <Typography.Title level={2} style={{ fontSize: 18 }}>
                  {t('writeOffTitle')}
                </Typography.Title>
                {/* A proposal moves nothing (its answer stays shown); a write-off made at once is reloaded. */}
                <WriteOffForm orderId={orderId} onDone={(result) => !isProposal(result) && reload()} />
              </>
            )}
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('plan')}
            </Typography.Title>
            <Table
              rowKey="period"
              size="small"
              pagination={false}
              dataSource={data.plan}
              columns={[
                { title: t('period'), dataIndex: 'period' },
                { title: t('dueDate'), dataIndex: 'dueDate' },
                { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
                { title: t('paid'), dataIndex: 'paid', render: money, align: 'right' },
                { title: t('status'), dataIndex: 'state' },
              ]}
            />
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('ledger')}
            </Typography.Title>
            <Table
              rowKey={(row) => `${row.at}-${row.kind}-${row.reference}-${row.balance}`}
              size="small"
              pagination={false}
              dataSource={data.ledger}
              columns={[
                { title: t('at'), dataIndex: 'at', render: when },
                { title: t('kind'), dataIndex: 'kind' },
                { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
                { title: t('balance'), dataIndex: 'balance', render: money, align: 'right' },
                { title: t('reference'), dataIndex: 'reference' },
              ]}
            />
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('payments')}
            </Typography.Title>
            <Table
              rowKey={(row) => `${row.at}-${row.reference}`}
              size="small"
              pagination={false}
              dataSource={data.payments}
              columns={[
                { title: t('at'), dataIndex: 'at', render: when },
                { title: t('way'), dataIndex: 'way' },
                { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
                { title: t('status'), dataIndex: 'state' },
                { title: t('reference'), dataIndex: 'reference' },
                { title: t('payCode'), dataIndex: 'payCode' },
              ]}
            />
          </>
        )}
      </LoadState>
    </Drawer>
  );
};
