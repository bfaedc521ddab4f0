import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Tabs, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../api/generated/model';
import { getGetProfileQueryKey, useEditProfile, useGetProfile, useListMySignIns } from '../../api/generated/system/system';
import { useSession } from '../../session/store';
import { AvatarInput, validAvatar } from './AvatarInput';
import { DataTable, useList } from '../../shared/list';
import { formatDate } from '../../shared/format';
import { useFormKit } from '../../shared/form';
import { logColumns } from './logColumns';
import { PasswordForm } from './PasswordForm';
import { mobileRule } from './mobile';

interface ProfileValues {
  email?: string;
  mobile?: string;
  avatar?: string;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const kit = useFormKit(form, { page: true });
  const save = useEditProfile({
    request: kit.request,
    mutation: {
      onSuccess: (saved) => {
        // The top bar shows the avatar from the session.
        useSession.setState({ avatar: saved.avatar });
        queryClient.setQueryData(getGetProfileQueryKey(), saved);
      },
    },
  });
  return (
    <Form<ProfileValues>
      {...kit.formProps}
      layout="vertical"
      name="profile"
      style={{ maxWidth: 520 }}
      initialValues={{ email: profile.email, mobile: profile.mobile, avatar: profile.avatar }}
      onFinish={(v) =>
        void kit.save(() =>
          save.mutateAsync({
            data: { ...(v.email?.trim() ? { email: v.email.trim() } : {}), mobile: v.mobile?.trim() ?? '', avatar: v.avatar ?? '' },
          }),
        )
      }
    >
      <Form.Item name="email" label={t('personal.email')} rules={[{ type: 'email', message: t('staff.emailInvalid') }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label={t('personal.mobile')} extra={t('staff.mobileExtra')} rules={[mobileRule(t)]}>
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('personal.avatar')}
        rules={[{ validator: (_, v) => (validAvatar(v) ? Promise.resolve() : Promise.reject(new Error(t('avatar.invalid')))) }]}
      >
        <AvatarInput />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={kit.saving}>
        {t('personal.saveProfile')}
      </Button>
    </Form>
  );
}

/** The caller's own recent sign-ins, paged in the URL like every list. */
function SignIns() {
  const { t } = useTranslation('system');
  const list = useList('system.signIns', { pageSize: 10 });
  const query = useListMySignIns(list.paging, { query: list.queryOptions });
  return <DataTable list={list} columns={logColumns(t, true)} query={query} views={false} size="small" />;
}

/** The signed-in staff member's own account: profile, avatar, password, recent sign-ins. */
export default function PersonalCenterPage() {
  const { t } = useTranslation('system');
  const profile = useGetProfile();
  const p = profile.data;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card loading={profile.isLoading} title={t('personal.title')}>
          {p && (
            <>
              <div style={{ textAlign: 'center', marginBottom: 16 }}>
                <Avatar size={96} src={p.avatar || undefined} icon={<UserOutlined />} />
                <h2 data-testid="profile-username">{p.username}</h2>
              </div>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('personal.roles')}>{p.roles.map((r) => <Tag key={r}>{r}</Tag>)}</Descriptions.Item>
                <Descriptions.Item label={t('personal.department')}>{p.departmentName || t('common.none')}</Descriptions.Item>
                <Descriptions.Item label={t('personal.email')}>{p.email}</Descriptions.Item>
                <Descriptions.Item label={t('personal.mobile')}>{p.mobile}</Descriptions.Item>
                <Descriptions.Item label={t('personal.createTime')}>{formatDate(p.createTime)}</Descriptions.Item>
              </Descriptions>
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              { key: 'profile', label: t('personal.profile'), children: p ? <ProfileForm profile={p} key={p.id} /> : null },
              { key: 'password', label: t('personal.password'), children: <PasswordForm /> },
              {
                key: 'signIns',
                label: t('personal.signIns'),
                children: <SignIns />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
