import { type StaffSession, staffSignIn } from '@tz-loan/contract/staff/accounts';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { setCsrfToken, staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { EnrolStep } from './enrol-step.tsx';

type Fields = { username: string; password: string; code?: string };

/** Username, password and the authenticator's code; the first sign-in enrols the authenticator. */
export const SignInPage = ({ onSession }: { onSession: (session: StaffSession) => void }) => {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolling, setEnrolling] = useState<StaffSession | null>(null);

  const submit = async ({ username, password, code }: Fields) => {
    setBusy(true);
    setError(null);
    try {
      const session = await staffCall(staffSignIn, { username, password, code: code?.trim() || undefined });
      setCsrfToken(session.csrfToken);
      if (session.state === 'enrol' && session.enrolment) setEnrolling(session);
      else onSession(session);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  if (enrolling?.enrolment) return <EnrolStep enrolment={enrolling.enrolment} onSession={onSession} />;
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('signInTitle')}</h1>}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label={t('username')} name="username" rules={[{ required: true, message: t('required') }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('required') }]}>
          <Input.Password autoComplete="current-password" visibilityToggle={false} />
        </Form.Item>
        <Form.Item
          label={t('code')}
          name="code"
          extra={t('codeHelp')}
          rules={[{ pattern: /^\d{6}$/, message: t('codeHelp') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('signIn')}
        </Button>
      </Form>
    </Card>
  );
};
