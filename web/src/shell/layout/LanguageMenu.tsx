import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGES, languageNames, type Language } from '../../i18n/languages.ts';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('navbar');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((key) => ({ key, label: languageNames[key] })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Tooltip title={t('language')}>
        <Button type="text" icon={<TranslationOutlined />} aria-label={t('language')} />
      </Tooltip>
    </Dropdown>
  );
}
