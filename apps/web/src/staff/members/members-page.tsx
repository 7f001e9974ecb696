import { type StaffMember, staffInvite, staffList, staffUpdate } from '@tz-loan/contract/staff/accounts';
import { STAFF_ROLES, type StaffRole } from '@tz-loan/contract/staff/roles';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

type Invited = { name: string; link: string; until: string };

/** Admins: the staff, their roles, invites, disabling and unlocking. */
export const MembersPage = () => {
  const t = useT();
  const { message } = App.useApp();
  const { data, error, loading, reload } = useLoad(() => staffCall(staffList), []);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<Invited | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [inviteForm] = Form.useForm<{ name: string; roles: StaffRole[] }>();
  const [rolesForm] = Form.useForm<{ roles: StaffRole[] }>();
  // A validator, not `required`: antd would put aria-required on the group, which a group may not carry.
  const atLeastOneRole = {
    validator: (_: unknown, value?: StaffRole[]) =>
      value?.length ? Promise.resolve() : Promise.reject(new Error(t('required'))),
  };
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`role_${role}`) }));

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      message.success(t('saved'));
      reload();
      return true;
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
      return false;
    }
  };
  const invite = async ({ name, roles }: { name: string; roles: StaffRole[] }) => {
    try {
      const made = await staffCall(staffInvite, { name, roles });
      // The token travels in the fragment: the browser never sends it as the page's address.
      setInvited({
        name,
        link: `${window.location.origin}/staff/invite#${made.token}`,
        until: when(made.expiresAt),
      });
      setInviting(false);
      inviteForm.resetFields();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };
  const saveRoles = async ({ roles }: { roles: StaffRole[] }) => {
    if (!editing) return;
    const id = editing.id;
    if (await run(() => staffCall(staffUpdate, { staffId: id, roles }))) setEditing(null);
  };

  return (
    <>
      <PageTitle>{t('nav_members')}</PageTitle>
      <Button type="primary" onClick={() => setInviting(true)} style={{ marginBottom: 16 }}>
        {t('invitePerson')}
      </Button>
      {invited && (
        <Alert
          type="success"
          showIcon
          closable={{ 'aria-label': t('close') }}
          onClose={() => setInvited(null)}
          title={t('inviteLink', { name: invited.name, until: invited.until })}
          description={
            <Typography.Text code copyable={{ tooltips: [t('copy'), t('copied')] }}>
              {invited.link}
            </Typography.Text>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <LoadState loading={loading} error={error} reload={reload}>
        <Table<StaffMember>
          rowKey="id"
          dataSource={data?.staff ?? []}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            { title: t('username_'), dataIndex: 'username' },
            {
              title: t('roles'),
              dataIndex: 'roles',
              render: (roles: StaffRole[]) => roles.map((role) => <Tag key={role}>{t(`role_${role}`)}</Tag>),
            },
            {
              title: t('enrolled'),
              dataIndex: 'enrolled',
              render: (yes: boolean) => (yes ? t('yes') : t('no')),
            },
            {
              title: t('status'),
              key: 'state',
              render: (_, member) =>
                member.disabled ? (
                  <Tag color="red">{t('disabled')}</Tag>
                ) : member.lockedUntil ? (
                  <Tag color="red">{t('locked', { until: when(member.lockedUntil) })}</Tag>
                ) : (
                  <Tag>{t('active')}</Tag>
                ),
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, member) => (
                <Space wrap>
                  <Button
                    size="small"
                    aria-label={`${t('changeRoles')}: ${member.name}`}
                    onClick={() => {
                      setEditing(member);
                      rolesForm.setFieldsValue({ roles: member.roles });
                    }}
                  >
                    {t('changeRoles')}
                  </Button>
                  <Button
                    size="small"
                    danger={!member.disabled}
                    aria-label={`${member.disabled ? t('enable') : t('disable')}: ${member.name}`}
                    onClick={() =>
                      run(() => staffCall(staffUpdate, { staffId: member.id, disabled: !member.disabled }))
                    }
                  >
                    {member.disabled ? t('enable') : t('disable')}
                  </Button>
                  {member.lockedUntil && (
                    <Button
                      size="small"
                      aria-label={`${t('unlock')}: ${member.name}`}
                      onClick={() => run(() => staffCall(staffUpdate, { staffId: member.id, unlock: true }))}
                    >
                      {t('unlock')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </LoadState>
      <Modal
        open={inviting}
        title={t('invitePerson')}
        okText={t('invite')}
        cancelText={t('cancel')}
        onOk={() => inviteForm.submit()}
        onCancel={() => setInviting(false)}
      >
        <Form form={inviteForm} layout="vertical" onFinish={invite} requiredMark={false}>
          <Form.Item
            label={t('name')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('required') }]}
          >
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item label={t('roles')} name="roles" rules={[atLeastOneRole]}>
            <Checkbox.Group options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={editing !== null}
        title={`${t('changeRoles')}: ${editing?.name ?? ''}`}
        okText={t('save')}
        cancelText={t('cancel')}
        onOk={() => rolesForm.submit()}
        onCancel={() => setEditing(null)}
      >
        <Form form={rolesForm} layout="vertical" onFinish={saveRoles} requiredMark={false}>
          <Form.Item label={t('roles')} name="roles" rules={[atLeastOneRole]}>
            <Checkbox.Group options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
