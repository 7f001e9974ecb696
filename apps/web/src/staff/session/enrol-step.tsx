import { type StaffSession, staffEnrol } from '@tz-loan/contract/staff/accounts';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { setCsrfToken, staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';

type Enrolment = NonNullable<StaffSession['enrolment']>;

/** The first sign-in: the authenticator app takes the key (QR or typed), then its first code. */
export const EnrolStep = ({
  enrolment,
  onSession,
}: {
  enrolment: Enrolment;
  onSession: (session: StaffSession) => void;
}) => {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const session = await staffCall(staffEnrol, { code });
      setCsrfToken(session.csrfToken);
      onSession(session);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('enrolTitle')}</h1>}>
      <Typography.Paragraph>{t('enrolHelp')}</Typography.Paragraph>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t('enrolQrAlt')}
        width={200}
        height={200}
        style={{ background: '#fff' }}
      />
      <Typography.Paragraph>
        {t('enrolSecret')}:{' '}
        <Typography.Text code copyable>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t('code')}
          name="code"
          extra={t('codeHelp')}
          rules={[{ required: true, pattern: /^\d{6}$/, message: t('codeHelp') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('confirmCode')}
        </Button>
      </Form>
    </Card>
  );
};
