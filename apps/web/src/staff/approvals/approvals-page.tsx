import {
  type Approval,
  type ApprovalKind,
  opsApprovalDecide,
  opsApprovals,
} from '@tz-loan/contract/staff/approvals';
import { App, Button, Checkbox, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import type { TextKey } from '../i18n/dictionary.ts';
import { useT } from '../i18n/language.tsx';
import { useSession } from '../session/session.tsx';
import { money, when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

const KIND: Record<ApprovalKind, TextKey> = {
  'utr-confirm': 'kind_utrConfirm',
  'payout-settle': 'kind_payoutSettle',
  'payout-retry': 'kind_payoutRetry',
  'write-off': 'kind_writeOff',
};

/** Whether the proposal is the member's own: the trail names staff as `ops:<username>` or by name. */
const ownProposal = (approval: Approval, me: { username: string; name: string }) =>
  [me.username, `ops:${me.username}`, me.name].includes(approval.proposedBy);

/** Four eyes: proposals waiting for a second person; one's own proposal offers no Approve. */
export const ApprovalsPage = () => {
  const t = useT();
  const { message } = App.useApp();
  const { session } = useSession();
  const [all, setAll] = useState(false);
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsApprovals, { state: all ? 'all' : 'pending' }),
    [all],
  );

  const decide = async (approval: Approval, decision: 'approve' | 'reject') => {
    try {
      const answer = await staffCall(opsApprovalDecide, { approvalId: approval.id, decision });
      message.success(answer.approval.outcome || t(decision === 'approve' ? 'approve' : 'reject'));
      reload();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <>
      <PageTitle>{t('nav_approvals')}</PageTitle>
      <Checkbox checked={all} onChange={(event) => setAll(event.target.checked)} style={{ marginBottom: 16 }}>
        {t('showDecided')}
      </Checkbox>
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<Approval>
          rowKey="id"
          dataSource={data?.approvals ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('approvalKind'), dataIndex: 'kind', render: (kind: ApprovalKind) => t(KIND[kind]) },
            { title: t('order'), dataIndex: 'orderId' },
            {
              title: t('amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (amount: number | null) => (amount === null ? '' : money(amount)),
            },
            {
              title: t('detail'),
              dataIndex: 'detail',
              render: (detail: Approval['detail']) =>
                Object.entries(detail)
                  .map(([key, value]) => `${key}: ${value ?? ''}`)
                  .join(', '),
            },
            {
              title: t('proposedBy'),
              key: 'proposed',
              render: (_, approval) => `${approval.proposedBy} · ${when(approval.proposedAt)}`,
            },
            {
              title: t('status'),
              dataIndex: 'state',
              render: (state: Approval['state']) => <Tag>{t(`state_${state}`)}</Tag>,
            },
            {
              title: t('outcome'),
              key: 'outcome',
              render: (_, approval) =>
                approval.decidedBy
                  ? `${approval.decidedBy} · ${when(approval.decidedAt)} · ${approval.outcome}`
                  : '',
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, approval) => {
                if (approval.state !== 'pending' && !approval.interrupted) return null;
                const mine = ownProposal(approval, session.me);
                return (
                  <Space wrap>
                    {mine ? (
                      <Typography.Text>{t('yourProposal')}</Typography.Text>
                    ) : (
                      <Button
                        size="small"
                        type="primary"
                        aria-label={`${t('approve')} ${approval.id}`}
                        onClick={() => decide(approval, 'approve')}
                      >
                        {t('approve')}
                      </Button>
                    )}
                    {!approval.interrupted && (
                      <Button
                        size="small"
                        danger
                        aria-label={`${t('reject')} ${approval.id}`}
                        onClick={() => decide(approval, 'reject')}
                      >
                        {t('reject')}
                      </Button>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </LoadState>
    </>
  );
};
