import {
  type OpsProduct,
  opsProductAdd,
  opsProductChange,
  opsProducts,
} from '@tz-loan/contract/staff/products';
import { App, Button, Form, Input, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { may } from '../layout/nav.ts';
import { useSession } from '../session/session.tsx';
import { money } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';
import { OtherTermsField, type TermRows, termsOf, termsText } from './other-terms.tsx';
import { ProductChange, TERM_FIELDS } from './product-change.tsx';
import { ProductVersions } from './product-versions.tsx';

const bp = (value: number) => `${(value / 100).toFixed(2)} %`;
type AddValues = Record<string, string | number> & { extraTerms?: TermRows };

export const ProductsPage = () => {
  const t = useT();
  const { message } = App.useApp();
  const { session } = useSession();
  const { data, error, loading, reload } = useLoad(() => staffCall(opsProducts), []);
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<OpsProduct | null>(null);
  // Versions shown under a product load again after a change.
  const [changes, setChanges] = useState(0);
  const mayChange = may(session.me.roles, opsProductChange);
  const [form] = Form.useForm<AddValues>();

  const add = async ({ extraTerms, ...values }: AddValues) => {
    try {
      await staffCall(opsProductAdd, {
        ...values,
        amountMin: Math.round(Number(values.amountMin) * 100),
        amountMax: Math.round(Number(values.amountMax) * 100),
        extraTerms: termsOf(extraTerms),
      });
      message.success(t('added'));
      setAdding(false);
      form.resetFields();
      reload();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <>
      <PageTitle>{t('nav_products')}</PageTitle>
      {may(session.me.roles, opsProductAdd) && (
        <Button type="primary" onClick={() => setAdding(true)} style={{ marginBottom: 16 }}>
          {t('addProduct')}
        </Button>
      )}
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<OpsProduct>
          rowKey="productId"
          dataSource={data?.products ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('noItems') }}
          expandable={{
            expandedRowRender: (p) => <ProductVersions productId={p.productId} reloadKey={changes} />,
          }}
          columns={[
            { title: t('product'), dataIndex: 'name' },
            { title: t('amountMin'), dataIndex: 'amountMin', render: money, align: 'right' },
            { title: t('amountMax'), dataIndex: 'amountMax', render: money, align: 'right' },
            { title: t('termDays'), dataIndex: 'termDays', align: 'right' },
            { title: t('periods'), dataIndex: 'periods', align: 'right' },
            {
              title: t('otherTerms'),
              dataIndex: 'extraTerms',
              render: (terms: OpsProduct['extraTerms']) => termsText(terms, t),
            },
            { title: t('interestRate'), dataIndex: 'interestRateBp', render: bp, align: 'right' },
            { title: t('serviceFee'), dataIndex: 'serviceFeeBp', render: bp, align: 'right' },
            { title: t('apr'), dataIndex: 'aprBp', render: bp, align: 'right' },
            { title: t('version'), dataIndex: 'version', align: 'right' },
            ...(mayChange
              ? [
                  {
                    key: 'change',
                    render: (_: unknown, p: OpsProduct) => (
                      <Button aria-label={`${t('changeTerms')} ${p.name}`} onClick={() => setChanging(p)}>
                        {t('changeTerms')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </LoadState>
      <Modal
        open={adding}
        title={t('addProduct')}
        okText={t('save')}
        cancelText={t('cancel')}
        onOk={() => form.submit()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={add} requiredMark={false}>
          <Form.Item
            label={t('product')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          {TERM_FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              label={t(field.label)}
              name={field.name}
              rules={[{ required: true, message: t('required') }]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ))}
          <OtherTermsField />
        </Form>
      </Modal>
      {changing && (
        <ProductChange
          product={changing}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            setChanges((n) => n + 1);
            reload();
          }}
        />
      )}
    </>
  );
};
