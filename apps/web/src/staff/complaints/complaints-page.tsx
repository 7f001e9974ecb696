import { type OpsComplaint, opsComplaints } from '@tz-loan/contract/complaint/calls';
import { Button, Checkbox, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';
import { ComplaintDetail } from './complaint-detail.tsx';

const today = () => new Date().toISOString().slice(0, 10);
const isOverdue = (complaint: OpsComplaint) =>
  complaint.status === 'processing' && complaint.replyBy < today();

/** Open ones past their reply date first, then by the date the reply is due. */
export const byUrgency = (a: OpsComplaint, b: OpsComplaint) =>
  Number(isOverdue(b)) - Number(isOverdue(a)) ||
  Number(b.status === 'processing') - Number(a.status === 'processing') ||
  a.replyBy.localeCompare(b.replyBy);

export const ComplaintsPage = () => {
  const t = useT();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState<number | null>(null);
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsComplaints, { open: open ? '1' : '0', limit: 200, q }),
    [open, q],
  );
  // The server searches with `q`; the list is narrowed here too for a server that does not yet.
  const needle = q.trim().toLowerCase();
  const complaints = (data?.complaints ?? [])
    .filter((c) => !needle || c.reference.toLowerCase().includes(needle) || c.phone.includes(needle))
    .sort(byUrgency);

  return (
    <>
      <PageTitle>{t('nav_complaints')}</PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('searchComplaints')}
          placeholder={t('searchComplaints')}
          enterButton={t('search')}
          allowClear
          onSearch={setQ}
          style={{ width: 320 }}
        />
        <Checkbox checked={open} onChange={(event) => setOpen(event.target.checked)}>
          {t('onlyOpen')}
        </Checkbox>
      </Space>
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsComplaint>
          rowKey="problemId"
          dataSource={complaints}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('reference'), dataIndex: 'reference' },
            { title: t('phone'), dataIndex: 'phone' },
            { title: t('type'), dataIndex: 'type' },
            {
              title: t('status'),
              key: 'status',
              render: (_, c) =>
                c.status === 'replied' ? (
                  <Tag color="blue">{t('replied')}</Tag>
                ) : (
                  <Tag>{t('processing')}</Tag>
                ),
            },
            {
              title: t('replyBy'),
              key: 'replyBy',
              render: (_, c) => (
                <>
                  {c.replyBy} {isOverdue(c) && <Tag color="red">{t('overdue')}</Tag>}
                </>
              ),
            },
            { title: t('created'), dataIndex: 'createdAt', render: when },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, c) => (
                <Button size="small" onClick={() => setShown(c.problemId)}>
                  {t('open')} {c.reference}
                </Button>
              ),
            },
          ]}
        />
      </LoadState>
      {shown !== null && (
        <ComplaintDetail problemId={shown} onClose={() => setShown(null)} onReplied={reload} />
      )}
    </>
  );
};
