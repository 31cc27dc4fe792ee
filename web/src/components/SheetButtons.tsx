import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportError, ImportResult } from '@fwd/contract';
import { App, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation, type Area } from '../api/areas.ts';
import { Can } from './Can.tsx';
import { DownloadButton } from './DownloadButton.tsx';
import { ImportReport, importErrorsOf } from './ImportReport.tsx';

interface Props {
  area: Area;
  importCode: string;
  exportCode: string;
  importSheet: (file: File) => Promise<ImportResult>;
  /** Downloads what the list shows (its filter). */
  exportSheet: () => Promise<void>;
  /** Hides import (a role that may not write what the sheet holds). */
  canImport?: boolean;
  /** Downloads the empty sheet to fill in, offered beside import. */
  template?: () => Promise<void>;
}

/**
 * Import from and export to Excel. A file is kept whole or refused whole; a
 * refused one's every bad cell is listed by row and column, so the sheet can
 * be fixed and sent again.
 */
export function SheetButtons({
  area,
  importCode,
  exportCode,
  importSheet,
  exportSheet,
  canImport = true,
  template,
}: Props) {
  const { t } = useTranslation('widgets');
  const { message } = App.useApp();
  const [report, setReport] = useState<ImportError[] | null>(null);
  const importing = useAreaMutation(area, importSheet);

  const send = (file: File) =>
    importing.mutate(file, {
      onSuccess: (result) => void message.success(t('sheet.imported', result)),
      onError: (error) => {
        const errors = importErrorsOf(error);
        if (errors.length > 0) setReport(errors);
        else void message.error(error.message);
      },
    });

  return (
    <Space wrap>
      {canImport && (
        <Can code={importCode}>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              send(file);
              // The request is ours: antd's own upload would skip the api client.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importing.isPending}>
              {t('sheet.import')}
            </Button>
          </Upload>
        </Can>
      )}
      {canImport && template && (
        <Can code={importCode}>
          <DownloadButton icon={<FileExcelOutlined />} download={template}>
            {t('sheet.template')}
          </DownloadButton>
        </Can>
      )}
      <Can code={exportCode}>
        <DownloadButton download={exportSheet}>{t('sheet.export')}</DownloadButton>
      </Can>
      {report && <ImportReport errors={report} onClose={() => setReport(null)} />}
    </Space>
  );
}
