import { Button, ColorPicker, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESET_THEME_COLORS, settings, useSettings, type Settings } from '../../stores/settings.ts';

type Toggle = Exclude<keyof Settings, 'themeColor'>;
const TOGGLES: readonly Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch', 'darkMode'];

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const current = useSettings((s) => s);
  const labels: Record<Toggle, string> = {
    tagsView: t('tagsView'),
    fixedHeader: t('fixedHeader'),
    sidebarLogo: t('sidebarLogo'),
    supportPinyinSearch: t('pinyinSearch'),
    darkMode: t('darkMode'),
  };

  return (
    <Drawer title={t('title')} open={open} onClose={onClose} size={300}>
      <div className="settings-row">
        <span>{t('themeColor')}</span>
        <ColorPicker
          value={current.themeColor}
          disabledAlpha
          presets={[{ label: t('themeColor'), colors: PRESET_THEME_COLORS }]}
          onChangeComplete={(color) => settings.change('themeColor', color.toHexString())}
        />
      </div>
      <Divider />
      {TOGGLES.map((key) => (
        <div className="settings-row" key={key}>
          <label htmlFor={`setting-${key}`}>{labels[key]}</label>
          <Switch id={`setting-${key}`} checked={current[key]} onChange={(on) => settings.change(key, on)} />
        </div>
      ))}
      <Divider />
      <Button block onClick={settings.restoreDefaults}>
        {t('restoreDefaults')}
      </Button>
    </Drawer>
  );
}
