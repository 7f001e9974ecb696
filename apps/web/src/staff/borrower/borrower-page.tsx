import { opsBorrower } from '@tz-loan/contract/staff/queues';
import { Alert, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money, when } from '../shared/format.ts';
import { PageTitle } from '../shared/page-title.tsx';

type Story = Awaited<ReturnType<typeof staffCall<typeof opsBorrower>>>;

const Section = ({ title }: { title: string }) => (
  <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
    {title}
  </Typography.Title>
);

/** A borrower's whole story from a phone: orders, SMS, complaints, logins, devices. */
export const BorrowerPage = () => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [story, setStory] = useState<Story | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (phone: string) => {
    if (!phone.trim()) return;
    setParams({ phone: phone.trim() });
    setBusy(true);
    setError(null);
    try {
      setStory(await staffCall(opsBorrower, { phone: phone.trim() }));
    } catch (reason) {
      setStory(null);
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>{t('nav_borrower')}</PageTitle>
      <Input.Search
        aria-label={t('borrowerPhone')}
        placeholder={t('borrowerPhone')}
        type="tel"
        enterButton={t('search')}
        defaultValue={params.get('phone') ?? ''}
        loading={busy}
        onSearch={find}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={error} />}
      {story && (
        <>
          <Typography.Paragraph>
            {story.phone} · {t('borrowerSince', { date: when(story.createdAt) })}
          </Typography.Paragraph>
          <Section title={t('orders')} />
          <Table
            rowKey="orderId"
            size="small"
            pagination={false}
            dataSource={story.orders}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('order'), dataIndex: 'orderId' },
              { title: t('status'), dataIndex: 'status' },
              { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
              { title: t('owed'), dataIndex: 'owed', render: money, align: 'right' },
              { title: t('created'), dataIndex: 'createdAt', render: when },
            ]}
          />
          <Section title={t('sms')} />
          <Table
            rowKey={(row) => `${row.at}-${row.kind}`}
            size="small"
            pagination={{ pageSize: 20 }}
            dataSource={story.sms}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('at'), dataIndex: 'at', render: when },
              { title: t('kind'), dataIndex: 'kind' },
              { title: t('text'), dataIndex: 'text' },
            ]}
          />
          <Section title={t('complaints')} />
          <Table
            rowKey="problemId"
            size="small"
            pagination={false}
            dataSource={story.complaints}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('reference'), dataIndex: 'reference' },
              { title: t('status'), dataIndex: 'status' },
              { title: t('created'), dataIndex: 'createdAt', render: when },
            ]}
          />
          <Section title={t('logins')} />
          <Table
            rowKey={(row) => `${row.at}-${row.device}`}
            size="small"
            pagination={{ pageSize: 20 }}
            dataSource={story.logins}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('at'), dataIndex: 'at', render: when },
              { title: t('device'), dataIndex: 'device' },
              { title: t('address'), dataIndex: 'address' },
            ]}
          />
          <Section title={t('devices')} />
          <Table
            rowKey="device"
            size="small"
            pagination={false}
            dataSource={story.devices}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('device'), dataIndex: 'device' },
              { title: t('firstSeen'), dataIndex: 'firstSeen', render: when },
              { title: t('lastSeen'), dataIndex: 'lastSeen', render: when },
            ]}
          />
          <Section title={t('consents')} />
          <Table
            rowKey={(row) => `${row.orderId}-${row.document}`}
            size="small"
            pagination={{ pageSize: 20 }}
            dataSource={story.consents}
            locale={{ emptyText: t('noItems') }}
            columns={[
              { title: t('order'), dataIndex: 'orderId' },
              { title: t('document'), key: 'document', render: (_, c) => `${c.document} ${c.title}` },
              { title: t('version'), dataIndex: 'version' },
              { title: 'SHA-256', dataIndex: 'textHash' },
              { title: t('language'), dataIndex: 'language' },
              { title: t('device'), dataIndex: 'device' },
              { title: t('acceptedAt'), dataIndex: 'acceptedAt', render: when },
            ]}
          />
        </>
      )}
    </>
  );
};
