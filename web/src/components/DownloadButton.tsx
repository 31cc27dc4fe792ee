import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';

/** A button that fetches a file (an export, a template) and shows it busy until the file is there; a refusal has been shown by the api client. */
export function DownloadButton({
  download,
  icon = <DownloadOutlined />,
  children,
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading'> & { download: () => Promise<void>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    download()
      .finally(() => setBusy(false))
      .catch(() => undefined);
  };
  return (
    <Button {...button} icon={icon} loading={busy} onClick={run}>
      {children}
    </Button>
  );
}
