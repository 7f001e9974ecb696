import { CardType } from '@tz-loan/contract/bank/calls';
import { type CardTypeValue, providersOf } from '@tz-loan/contract/bank/providers';
import { type OpsOrder, opsPayoutRetryTo } from '@tz-loan/contract/staff/calls';
import { App, Button, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { isProposal } from '../shared/proposal.ts';

type Fields = { cardType: CardTypeValue; bankCode: string; holderName: string; accountNumber: string };

/**
 * A failed payout (151) sent to an account the borrower gave by telephone: proposed, and done when a
 * second finance officer approves it (four eyes); the server checks the account by the bank form's rules.
 */
export const RetryToAccount = ({ order, onDone }: { order: OpsOrder; onDone: () => void }) => {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<Fields>();
  const cardType = Form.useWatch('cardType', form) ?? CardType.mobileMoney;

  const propose = async (fields: Fields) => {
    setSending(true);
    try {
      const answer = await staffCall(opsPayoutRetryTo, { orderId: order.orderId, ...fields });
      message.info(
        isProposal(answer) ? t('proposed') : t('done', { from: answer.fromStatus, to: answer.toStatus }),
      );
      setOpen(false);
      form.resetFields();
      onDone();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('retryTo')}
      </Button>
      <Modal
        open={open}
        title={t('retryToTitle', { orderId: order.orderId })}
        okText={t('propose')}
        cancelText={t('cancel')}
        confirmLoading={sending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('retryToHelp')}</Typography.Paragraph>
        <Form<Fields>
          form={form}
          layout="vertical"
          initialValues={{ cardType: CardType.mobileMoney }}
          onFinish={propose}
        >
          <Form.Item label={t('accountType')} name="cardType">
            <Radio.Group onChange={() => form.setFieldValue('bankCode', undefined)}>
              <Radio value={CardType.mobileMoney}>{t('mobileMoney')}</Radio>
              <Radio value={CardType.bank}>{t('bankAccount')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item
            label={t('accountProvider')}
            name="bankCode"
            rules={[{ required: true, message: t('required') }]}
          >
            <Select
              aria-label={t('accountProvider')}
              options={providersOf(cardType).map((provider) => ({
                value: provider.code,
                label: provider.name,
              }))}
            />
          </Form.Item>
          <Form.Item
            label={t('holderName')}
            name="holderName"
            rules={[{ required: true, message: t('required') }]}
          >
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item
            label={t('accountNumber')}
            name="accountNumber"
            rules={[{ required: true, message: t('required') }]}
          >
            <Input inputMode="numeric" maxLength={40} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
