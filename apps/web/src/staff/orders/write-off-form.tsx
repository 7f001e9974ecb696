import {
  type OpsWriteOffResult,
  opsWriteOff,
  WRITE_OFF_REASON_MAX,
  WRITE_OFF_REASON_MIN,
} from '@tz-loan/contract/staff/write-off';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money } from '../shared/format.ts';
import { isProposal } from '../shared/proposal.ts';

type Fields = { reason: string };

/**
 * Proposes writing off what an order being repaid still owes (PRODUCT.md §18), as `npm run ops --
 * write-off` does: it waits for another finance officer to approve it on the Approvals page.
 */
export const WriteOffForm = ({
  orderId,
  onDone,
}: {
  orderId: number;
  onDone?: (result: OpsWriteOffResult) => void;
}) => {
  const t = useT();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [answer, setAnswer] = useState<OpsWriteOffResult | null>(null);

  const send = ({ reason }: Fields) =>
    modal.confirm({
      title: t('writeOffConfirm', { orderId }),
      okText: t('writeOffButton'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          const result = await staffCall(opsWriteOff, { orderId, reason: reason.trim() });
          setAnswer(result);
          if (!isProposal(result)) message.success(t('writeOffDone', { amount: money(result.amount) }));
          form.resetFields();
          onDone?.(result);
        } catch (reason) {
          message.error(reason instanceof Error ? reason.message : String(reason));
        }
      },
    });

  return (
    <section aria-label={t('writeOffTitle')}>
      <Form<Fields> form={form} layout="vertical" onFinish={send}>
        <Form.Item
          label={t('writeOffReason')}
          name="reason"
          rules={[
            {
              required: true,
              whitespace: true,
              min: WRITE_OFF_REASON_MIN,
              max: WRITE_OFF_REASON_MAX,
              message: t('writeOffReasonHelp'),
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={WRITE_OFF_REASON_MAX} />
        </Form.Item>
        <Button danger htmlType="submit">
          {t('writeOffButton')}
        </Button>
      </Form>
      {answer && (
        <Alert
          role="status"
          style={{ marginTop: 8 }}
          type={isProposal(answer) ? 'info' : 'success'}
          message={
            isProposal(answer)
              ? t('writeOffProposed', { approvalId: answer.approvalId, amount: money(answer.amount) })
              : t('writeOffDone', { amount: money(answer.amount) })
          }
        />
      )}
    </section>
  );
};
