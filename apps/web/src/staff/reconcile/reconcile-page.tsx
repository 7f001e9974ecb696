import { opsReconcile, type ReconcileDifference } from '@tz-loan/contract/staff/reconcile';
import { Alert, Button, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { StaffRefusal, staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

/** Yesterday in Tanzania (UTC+3, no daylight saving): the day the reconciliation reads by default. */
const yesterday = () => new Date(Date.now() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

/** A day's mobile-money payments at the provider beside the ledger: every difference is a task. */
export const ReconcilePage = () => {
  const t = useT();
  const [date, setDate] = useState(yesterday);
  const report = useLoad(async () => {
    try {
      return await staffCall(opsReconcile, { date });
    } catch (error) {
      // Without a mobile-money provider there is nothing to compare (the server answers 409).
      if (error instanceof StaffRefusal && error.code === 409) return null;
      throw error;
    }
  }, [date]);
  return (
    <>
      <PageTitle>{t('nav_reconcile')}</PageTitle>
      <Form
        layout="inline"
        initialValues={{ date }}
        onFinish={(values: { date: string }) => setDate(values.date)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label={t('reconcileDay')} name="date" rules={[{ required: true, message: t('required') }]}>
          <Input type="date" />
        </Form.Item>
        <Button htmlType="submit">{t('search')}</Button>
      </Form>
      <LoadState loading={report.loading} error={report.error} reload={report.reload}>
        {report.data === null ? (
          <Alert type="info" showIcon title={t('reconcileNone')} />
        ) : (
          <>
            <p>
              {t('reconcileChecked', {
                checked: report.data?.checked ?? 0,
                provider: report.data?.provider ?? '',
                differences: report.data?.differences.length ?? 0,
              })}
            </p>
            <Table<ReconcileDifference>
              rowKey={(row) => `${row.reference}-${row.problem}`}
              dataSource={report.data?.differences ?? []}
              pagination={{ pageSize: 50 }}
              scroll={{ x: true }}
              locale={{ emptyText: t('reconcileClean') }}
              columns={[
                { title: t('reference'), dataIndex: 'reference' },
                { title: t('order'), dataIndex: 'orderId' },
                { title: t('reconcileProblem'), dataIndex: 'problem' },
                { title: t('reconcileOurs'), dataIndex: 'ours' },
                { title: t('reconcileTheirs'), dataIndex: 'theirs' },
              ]}
            />
          </>
        )}
      </LoadState>
    </>
  );
};
