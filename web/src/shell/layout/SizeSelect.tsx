import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { app, SIZES, useApp, type Size } from '../stores/app.ts';

export function SizeSelect() {
  const { t } = useTranslation('navbar');
  const size = useApp((s) => s.size);
  const names: Record<Size, string> = { large: t('sizeLarge'), medium: t('sizeMedium'), small: t('sizeSmall') };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: names[key] })),
        onClick: ({ key }) => app.setSize(key as Size),
      }}
    >
      <Tooltip title={t('size')}>
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('size')} />
      </Tooltip>
    </Dropdown>
  );
}
