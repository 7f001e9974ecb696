import {
  type StaffToken,
  staffTokenCreate,
  staffTokenRevoke,
  staffTokens,
} from '@tz-loan/contract/staff/accounts';
import { Alert, App, Button, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

/** Personal tokens for the command line: a new one's secret shows once. */
export const TokensPage = () => {
  const t = useT();
  const { message, modal } = App.useApp();
  const { data, error, loading, reload } = useLoad(() => staffCall(staffTokens), []);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ label: string }>();

  const create = async ({ label }: { label: string }) => {
    try {
      const made = await staffCall(staffTokenCreate, { label });
      setSecret(made.secret);
      form.resetFields();
      reload();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };
  const revoke = (token: StaffToken) =>
    modal.confirm({
      title: t('confirmRevoke', { label: token.label }),
      okText: t('revoke'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await staffCall(staffTokenRevoke, { tokenId: token.id });
          reload();
        } catch (reason) {
          message.error(reason instanceof Error ? reason.message : String(reason));
        }
      },
    });

  return (
    <>
      <PageTitle>{t('nav_tokens')}</PageTitle>
      <Form form={form} layout="inline" onFinish={create} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item
          label={t('label')}
          name="label"
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('createToken')}
        </Button>
      </Form>
      {secret && (
        <Alert
          type="warning"
          showIcon
          closable={{ 'aria-label': t('close') }}
          onClose={() => setSecret(null)}
          title={t('tokenSecret')}
          description={
            <Typography.Text code copyable>
              {secret}
            </Typography.Text>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<StaffToken>
          rowKey="id"
          dataSource={data?.tokens ?? []}
          pagination={false}
          locale={{ emptyText: t('noItems') }}
          columns={[
            { title: t('label'), dataIndex: 'label' },
            { title: t('created'), dataIndex: 'createdAt', render: when },
            {
              title: t('lastUsed'),
              dataIndex: 'lastUsedAt',
              render: (at: string | null) => (at ? when(at) : t('never')),
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, token) => (
                <Button size="small" danger onClick={() => revoke(token)}>
                  {t('revoke')} {token.label}
                </Button>
              ),
            },
          ]}
        />
      </LoadState>
    </>
  );
};
