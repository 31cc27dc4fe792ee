import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Copies a code (its digits, as declarations take it) in one click. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('toolbox');
  const { message } = App.useApp();
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    void message.success(t('tariffCode.copied', { code }));
  };
  return (
    <Tooltip title={t('tariffCode.copy')}>
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={`${t('tariffCode.copy')} ${code}`}
        onClick={(e) => {
          // Inside a result the click would also open it.
          e.stopPropagation();
          void copy();
        }}
      />
    </Tooltip>
  );
}
