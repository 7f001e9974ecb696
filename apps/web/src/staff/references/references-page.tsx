import { opsUtr } from '@tz-loan/contract/staff/calls';
import { type OpsReference, opsReferences } from '@tz-loan/contract/staff/queues';
import { App, Button, Space, Table, Tag } from 'antd';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money, when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { isProposal } from '../shared/proposal.ts';
import { useLoad } from '../shared/use-load.ts';

/** Payment references borrowers sent: Confirm shows the amount it pays before proposing it. */
export const ReferencesPage = () => {
  const t = useT();
  const { message, modal } = App.useApp();
  const { data, error, loading, reload } = useLoad(() => staffCall(opsReferences), []);

  const decide = async (reference: OpsReference, decision: 'confirm' | 'reject') => {
    try {
      const answer = await staffCall(opsUtr, {
        orderId: reference.orderId,
        utr: reference.utr,
        decision,
      });
      if (isProposal(answer)) message.info(t('proposed'));
      else
        message.success(
          decision === 'confirm' ? t('done', { from: answer.fromStatus, to: answer.toStatus }) : t('refused'),
        );
      reload();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };

  const confirm = (reference: OpsReference) =>
    modal.confirm({
      title: t('confirmReferenceTitle', { utr: reference.utr }),
      content: t('confirmReferenceBody', { amount: money(reference.amount), orderId: reference.orderId }),
      okText: t('propose'),
      cancelText: t('cancel'),
      onOk: () => decide(reference, 'confirm'),
    });
  const refuse = (reference: OpsReference) =>
    modal.confirm({
      title: t('refuseReference', { utr: reference.utr }),
      okText: t('refuse'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => decide(reference, 'reject'),
    });

  return (
    <>
      <PageTitle>{t('nav_references')}</PageTitle>
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsReference>
          rowKey={(row) => `${row.orderId}-${row.utr}`}
          dataSource={data?.references ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('order'), dataIndex: 'orderId' },
            { title: t('phone'), dataIndex: 'phone' },
            { title: t('utr'), dataIndex: 'utr' },
            { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
            { title: t('submitted'), dataIndex: 'submittedAt', render: when },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, reference) =>
                reference.proposed ? (
                  <Tag color="blue">{t('alreadyProposed')}</Tag>
                ) : (
                  <Space>
                    <Button size="small" type="primary" onClick={() => confirm(reference)}>
                      {t('confirm')} {reference.utr}
                    </Button>
                    <Button size="small" danger onClick={() => refuse(reference)}>
                      {t('refuse')} {reference.utr}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </LoadState>
    </>
  );
};
