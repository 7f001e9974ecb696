import { type OpsContactMessage, opsMessages } from '@tz-loan/contract/content/calls';
import { Table } from 'antd';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

export const MessagesPage = () => {
  const t = useT();
  const { data, error, loading, reload } = useLoad(() => staffCall(opsMessages, { limit: 200 }), []);
  return (
    <>
      <PageTitle>{t('nav_messages')}</PageTitle>
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsContactMessage>
          rowKey="id"
          dataSource={data?.messages ?? []}
          pagination={{ pageSize: 50 }}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('created'), dataIndex: 'createdAt', render: when },
            { title: t('name'), dataIndex: 'name' },
            { title: t('phone'), dataIndex: 'telephone' },
            { title: t('language'), dataIndex: 'language' },
            {
              title: t('message'),
              key: 'suggestion',
              render: (_, row) => <span lang={row.language}>{row.suggestion}</span>,
            },
          ]}
        />
      </LoadState>
    </>
  );
};
