import { type OpsPayCodeResult, opsPayCode } from '@tz-loan/contract/staff/calls';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money } from '../shared/format.ts';

type Fields = { payCode: string; amount: string };

/**
 * A borrower pays a pay code at an agent (the sandbox provider only), as `npm run ops -- pay-code`
 * does. A code may be paid in parts: the answer says what is left of it.
 */
export const PayCodeForm = ({ onPaid }: { onPaid?: (result: OpsPayCodeResult) => void }) => {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [paid, setPaid] = useState<OpsPayCodeResult | null>(null);
  const [sending, setSending] = useState(false);

  const pay = async ({ payCode, amount }: Fields) => {
    setSending(true);
    try {
      const result = await staffCall(opsPayCode, { payCode: payCode.trim(), amount: amount.trim() });
      setPaid(result);
      form.resetFields(['amount']);
      onPaid?.(result);
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={t('payCodeTitle')}>
      <Form<Fields> form={form} layout="inline" onFinish={pay}>
        <Form.Item label={t('payCode')} name="payCode" rules={[{ required: true, message: t('required') }]}>
          <Input inputMode="numeric" maxLength={9} />
        </Form.Item>
        <Form.Item
          label={t('payCodeAmount')}
          name="amount"
          rules={[{ required: true, pattern: /^\d+$/, message: t('payCodeAmountHelp') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('payCodePay')}
        </Button>
      </Form>
      {paid && (
        <Space direction="vertical" style={{ marginTop: 8 }}>
          <Alert
            role="status"
            type={paid.remaining > 0 ? 'info' : 'success'}
            message={
              paid.remaining > 0
                ? t('payCodePartPaid', { amount: money(paid.amount), remaining: money(paid.remaining) })
                : t('payCodeFullyPaid', { amount: money(paid.amount) })
            }
          />
        </Space>
      )}
    </section>
  );
};
