import { type OpsRightsRequest, opsRightsOutcome } from '@tz-loan/contract/rights/calls';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';

type Values = { status: 'done' | 'refused'; outcome: string };

/** Records what was done about one request: the correction made, or why it was refused. */
export const OutcomeForm = ({
  request,
  onRecorded,
}: {
  request: OpsRightsRequest;
  onRecorded: () => void;
}) => {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const save = async (values: Values) => {
    setSaving(true);
    try {
      await staffCall(opsRightsOutcome, { requestId: request.id, ...values });
      message.success(t('outcomeRecorded'));
      setOpen(false);
      onRecorded();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${t('recordOutcome')} ${request.id}`}>
        {t('recordOutcome')}
      </Button>
      <Modal
        open={open}
        title={`${t('recordOutcome')} · ${request.id}`}
        onCancel={() => setOpen(false)}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: saving }}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ status: 'done' }}
          requiredMark={false}
        >
          <Form.Item name="status" label={t('status')}>
            <Radio.Group>
              <Radio value="done">{t('rightsStatus_done')}</Radio>
              <Radio value="refused">{t('rightsStatus_refused')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="outcome"
            label={t('outcome')}
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
