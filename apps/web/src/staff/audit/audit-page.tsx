import { type OpsAuditEntry, opsActions } from '@tz-loan/contract/staff/calls';
import { Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

export const AuditPage = () => {
  const t = useT();
  const [orderId, setOrderId] = useState('');
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsActions, { limit: 200, orderId: orderId || undefined }),
    [orderId],
  );
  return (
    <>
      <PageTitle>{t('nav_audit')}</PageTitle>
      <Input.Search
        aria-label={t('filterOrder')}
        placeholder={t('filterOrder')}
        inputMode="numeric"
        enterButton={t('search')}
        allowClear
        onSearch={(value) => setOrderId(value.trim())}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsAuditEntry>
          rowKey="id"
          dataSource={data?.actions ?? []}
          pagination={{ pageSize: 50 }}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('at'), dataIndex: 'createdAt', render: when },
            { title: t('actor'), dataIndex: 'actor' },
            { title: t('command'), dataIndex: 'command' },
            { title: t('target'), dataIndex: 'target' },
            {
              title: t('ok'),
              dataIndex: 'ok',
              render: (ok: boolean) => <Tag color={ok ? 'blue' : 'red'}>{ok ? t('yes') : t('no')}</Tag>,
            },
            { title: t('detail'), dataIndex: 'detail', render: (detail: unknown) => JSON.stringify(detail) },
          ]}
        />
      </LoadState>
    </>
  );
};
