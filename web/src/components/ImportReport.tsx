import type { ImportError } from '@fwd/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { OneLineTable } from './list/OneLineTable.tsx';

/** The bad cells a refused import names (its 40000's `data.errors` with a row); empty for any other failure. */
export const importErrorsOf = (error: unknown): ImportError[] =>
  error instanceof ApiError ? (error.fieldErrors as ImportError[]).filter((e) => typeof e.row === 'number') : [];

/** A refused file's every bad cell by row and column, so the sheet can be fixed and sent again. */
export function ImportReport({ errors, onClose }: { errors: readonly ImportError[]; onClose: () => void }) {
  const { t } = useTranslation('widgets');
  return (
    <Modal open title={t('sheet.refused')} width={640} footer={null} onCancel={onClose}>
      <p>{t('sheet.refusedHint', { count: errors.length })}</p>
      <OneLineTable<ImportError>
        rowKey="path"
        pagination={false}
        // On a phone the problem keeps a readable width and the report scrolls sideways.
        scroll={{ y: 360, x: 480 }}
        dataSource={[...errors]}
        columns={[
          { key: 'row', title: t('sheet.row'), dataIndex: 'row', width: 70 },
          { key: 'column', title: t('sheet.column'), dataIndex: 'column', width: 140 },
          { key: 'message', title: t('sheet.problem'), dataIndex: 'message' },
        ]}
      />
    </Modal>
  );
}
