import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

export function FullscreenButton() {
  const { t } = useTranslation('navbar');
  const { message } = App.useApp();
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const label = active ? t('exitFullscreen') : t('fullscreen');

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('fullscreenUnsupported'));
      return;
    }
    void (active ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={toggle}
      />
    </Tooltip>
  );
}
