import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { account } from '../../api/account.ts';
import { AVATAR_TYPES, checkAvatar } from './checkAvatar.ts';

interface Props {
  /** The uploaded image's URL; '' for none. Value and onChange make it an antd form control. */
  value?: string;
  onChange?: (url: string) => void;
  size?: number;
}

/** An avatar with a button that checks a chosen image, uploads it (POST /files/image) and hands back its URL. */
export function AvatarUpload({ value = '', onChange, size = 64 }: Props) {
  const { t } = useTranslation('avatar');
  const { message } = App.useApp();
  const upload = useMutation({ mutationFn: account.uploadImage, onSuccess: ({ url }) => onChange?.(url) });

  const choose = (file: File) => {
    const problem = checkAvatar(file);
    if (problem) void message.error(t(problem));
    else upload.mutate(file);
    // Never let antd upload it on its own: the api client carries the session.
    return Upload.LIST_IGNORE;
  };

  return (
    <Space size="large">
      <Avatar size={size} src={value || undefined} icon={<UserOutlined />} />
      <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={choose}>
        <Button icon={upload.isPending ? <LoadingOutlined /> : <UploadOutlined />} disabled={upload.isPending}>
          {t('change')}
        </Button>
      </Upload>
    </Space>
  );
}
