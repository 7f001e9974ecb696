import {
  STAFF_PASSWORD_MIN,
  type StaffSession,
  staffAcceptInvite,
  staffInviteView,
} from '@tz-loan/contract/staff/accounts';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { setCsrfToken, staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { useLoad } from '../shared/use-load.ts';
import { EnrolStep } from './enrol-step.tsx';

/** `/staff/invite#<token>`: the token stays in the fragment, which the browser never sends as the page's address. */
export const InvitePage = ({ onSession }: { onSession: (session: StaffSession) => void }) => {
  const t = useT();
  const token = window.location.hash.slice(1);
  const invite = useLoad(
    () => (token ? staffCall(staffInviteView, { token }) : Promise.reject(new Error(t('inviteMissing')))),
    [token],
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolling, setEnrolling] = useState<StaffSession | null>(null);

  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const session = await staffCall(staffAcceptInvite, { token, username, password });
      setCsrfToken(session.csrfToken);
      // The token is spent: it leaves the address bar and the history.
      window.history.replaceState(null, '', window.location.pathname);
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
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('inviteTitle')}</h1>}>
      <LoadState loading={invite.loading} error={invite.error} reload={invite.reload}>
        {invite.data && (
          <>
            <Typography.Paragraph strong>{t('inviteFor', { name: invite.data.name })}</Typography.Paragraph>
            <Typography.Paragraph>
              {t('inviteRoles', { roles: invite.data.roles.map((role) => t(`role_${role}`)).join(', ') })}
            </Typography.Paragraph>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Form layout="vertical" onFinish={submit} requiredMark={false}>
              <Form.Item
                label={t('chooseUsername')}
                name="username"
                rules={[{ required: true, pattern: /^[a-z0-9._-]{3,40}$/i, message: t('required') }]}
              >
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item
                label={t('choosePassword', { min: STAFF_PASSWORD_MIN })}
                name="password"
                rules={[{ required: true, min: STAFF_PASSWORD_MIN, message: t('required') }]}
              >
                <Input.Password autoComplete="new-password" visibilityToggle={false} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('accept')}
              </Button>
            </Form>
          </>
        )}
      </LoadState>
    </Card>
  );
};
