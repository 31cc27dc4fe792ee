import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorLog } from '../../stores/errorLog.ts';
import { useShellLocation } from '../router/shellLocation.tsx';

/** Appears once an error was recorded; opens the error log. */
export function ErrorLogButton() {
  const { t } = useTranslation('navbar');
  const { navigate } = useShellLocation();
  const entries = useErrorLog();
  if (entries.length === 0) return null;
  return (
    <Tooltip title={t('errorLog')}>
      <Badge count={entries.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('errorLog')}
          onClick={() => navigate('/errorLog')}
        />
      </Badge>
    </Tooltip>
  );
}
