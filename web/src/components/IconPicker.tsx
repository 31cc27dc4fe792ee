import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon, menuIconNames } from './icons.ts';

/**
 * Picks a menu icon among those this build can draw (icons.ts), showing
 * each one. A stored name this build lacks stays visible as text, so opening
 * and saving a menu does not lose it silently.
 */
export function IconPicker({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}) {
  const { t } = useTranslation('widgets');
  const names = value && !menuIconNames.includes(value) ? [value, ...menuIconNames] : menuIconNames;
  return (
    <Select<string>
      id={id}
      showSearch={{ optionFilterProp: 'value' }}
      allowClear
      // Some fifty icons: all drawn at once, so typing and scrolling show no blanks.
      virtual={false}
      placeholder={t('iconPlaceholder')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={names.map((name) => ({
        value: name,
        label: (
          <Space size={8}>
            {menuIcon(name) ?? <span aria-hidden style={{ display: 'inline-block', width: 14 }} />}
            <span>{name}</span>
          </Space>
        ),
      }))}
    />
  );
}
