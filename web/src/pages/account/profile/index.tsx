import { UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@fwd/contract';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { account } from '../../../api/account.ts';
import { useAreaMutation } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { AvatarUpload } from '../../../components/avatar/AvatarUpload.tsx';
import { session, useSession } from '../../../stores/session.ts';

interface ProfileForm {
  name: string;
  introduction: string;
}

export default function ProfilePage() {
  const user = useSession((s) => s.user);
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: UserInfo }) {
  const { t } = useTranslation(['profile', 'common', 'avatar']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const [avatar, setAvatar] = useState(user.avatar);

  // The user is an employee too: their row and the pick lists show the new name and avatar.
  const save = useAreaMutation('employees', (values: ProfileForm) => account.updateProfile({ ...values, avatar }));
  const submit = (values: ProfileForm) =>
    save.mutate(values, {
      onSuccess: (updated) => {
        session.setUser(updated);
        void message.success(t('saved'));
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('about')}>
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={96} src={user.avatar || undefined} icon={<UserOutlined />} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
          </Space>
          <Descriptions column={1} style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('username')}>{user.username}</Descriptions.Item>
            <Descriptions.Item label={t('role')}>{user.roleName}</Descriptions.Item>
            <Descriptions.Item label={t('introduction')}>{user.introduction}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('edit')}>
          <Form<ProfileForm>
            form={form}
            layout="vertical"
            initialValues={{ name: user.name, introduction: user.introduction }}
            onFinish={submit}
            style={{ maxWidth: 560 }}
          >
            <Form.Item label={t('avatar')} extra={t('avatar:hint')}>
              <AvatarUpload value={avatar} onChange={setAvatar} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('name')}
              rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 50 }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="introduction" label={t('introduction')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
