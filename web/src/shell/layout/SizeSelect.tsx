import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { app, SIZES, useApp, type Size } from '../../stores/app.ts';

/** The size of every control and table row. Its tooltip hides while the menu is open: it would cover the first choice. */
export function SizeSelect() {
  const { t } = useTranslation('navbar');
  const size = useApp((s) => s.size);
  const [menuOpen, setMenuOpen] = useState(false);
  const names: Record<Size, string> = { large: t('sizeLarge'), medium: t('sizeMedium'), small: t('sizeSmall') };
  return (
    <Dropdown
      trigger={['click']}
      open={menuOpen}
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: names[key] })),
        onClick: ({ key }) => {
          app.setSize(key as Size);
          setMenuOpen(false);
        },
      }}
    >
      <Tooltip title={t('size')} open={menuOpen ? false : undefined}>
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('size')} />
      </Tooltip>
    </Dropdown>
  );
}
