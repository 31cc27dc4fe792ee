import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportError, ImportResult } from '@fwd/contract';
import { App, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation, type Area } from '../api/areas.ts';
import { ApiError } from '../api/client.ts';
import { Can } from './Can.tsx';

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
export function SheetButtons({ area, importCode, exportCode, importSheet, exportSheet, canImport = true, template }: Props) {
  const { t } = useTranslation('widgets');
  const { message } = App.useApp();
  const [report, setReport] = useState<ImportError[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const importing = useAreaMutation(area, importSheet);

  const send = (file: File) =>
    importing.mutate(file, {
      onSuccess: (result) => void message.success(t('sheet.imported', result)),
      onError: (error) => {
        const errors = error instanceof ApiError ? (error.fieldErrors as ImportError[]).filter((e) => typeof e.row === 'number') : [];
        if (errors.length > 0) setReport(errors);
        else void message.error(error.message);
      },
    });

  // A refusal has been shown by the api client.
  const busy = (setBusy: (busy: boolean) => void, run: () => Promise<void>) => () => {
    setBusy(true);
    run().finally(() => setBusy(false)).catch(() => undefined);
  };

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
          <Button icon={<FileExcelOutlined />} loading={fetchingTemplate} onClick={busy(setFetchingTemplate, template)}>
            {t('sheet.template')}
          </Button>
        </Can>
      )}
      <Can code={exportCode}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={busy(setExporting, exportSheet)}>
          {t('sheet.export')}
        </Button>
      </Can>
      {report && (
        <Modal open title={t('sheet.refused')} width={640} footer={null} onCancel={() => setReport(null)}>
          <p>{t('sheet.refusedHint', { count: report.length })}</p>
          <Table<ImportError>
            size="small"
            rowKey="path"
            pagination={false}
            scroll={{ y: 360 }}
            dataSource={report}
            columns={[
              { key: 'row', title: t('sheet.row'), dataIndex: 'row', width: 70 },
              { key: 'column', title: t('sheet.column'), dataIndex: 'column', width: 140 },
              { key: 'message', title: t('sheet.problem'), dataIndex: 'message' },
            ]}
          />
        </Modal>
      )}
    </Space>
  );
}
