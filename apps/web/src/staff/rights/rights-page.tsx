import { type OpsRightsRequest, opsRightsOutcome, opsRightsRequests } from '@tz-loan/contract/rights/calls';
import { Checkbox, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { may } from '../layout/nav.ts';
import { useSession } from '../session/session.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';
import { OutcomeForm } from './outcome-form.tsx';

/** Correction and deletion requests with their deadlines (PRODUCT.md §21): open ones first, overdue marked. */
export const RightsPage = () => {
  const t = useT();
  const { session } = useSession();
  const [open, setOpen] = useState(true);
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsRightsRequests, { open: open ? '1' : '0' }),
    [open],
  );
  const mayRecord = may(session.me.roles, opsRightsOutcome);
  return (
    <>
      <PageTitle>{t('nav_rights')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Checkbox checked={open} onChange={(event) => setOpen(event.target.checked)}>
          {t('onlyOpen')}
        </Checkbox>
      </Space>
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsRightsRequest>
          rowKey="id"
          dataSource={data?.requests ?? []}
          pagination={{ pageSize: 50 }}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('phone'), dataIndex: 'phone' },
            { title: t('kind'), key: 'kind', render: (_, r) => t(`rightsKind_${r.kind}`) },
            {
              title: t('status'),
              key: 'status',
              render: (_, r) => (
                <Space size={4}>
                  <Tag color={r.status === 'open' ? 'gold' : r.status === 'done' ? 'green' : undefined}>
                    {t(`rightsStatus_${r.status}`)}
                  </Tag>
                  {r.overdue && <Tag color="red">{t('overdue')}</Tag>}
                </Space>
              ),
            },
            { title: t('created'), dataIndex: 'createdAt', render: when },
            { title: t('answerBy'), dataIndex: 'dueAt', render: when },
            {
              title: t('borrowerWords'),
              key: 'detail',
              render: (_, r) => <span style={{ whiteSpace: 'pre-wrap' }}>{r.detail ?? ''}</span>,
            },
            {
              title: t('outcome'),
              key: 'outcome',
              render: (_, r) =>
                r.status === 'open' ? (
                  mayRecord && <OutcomeForm request={r} onRecorded={reload} />
                ) : (
                  <span>
                    {r.outcome}
                    {r.handledBy ? ` · ${r.handledBy}` : ''}
                  </span>
                ),
            },
          ]}
        />
      </LoadState>
    </>
  );
};
