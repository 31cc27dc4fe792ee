import { UploadOutlined } from '@ant-design/icons';
import type { ImportError, RemotePreview } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Col, DatePicker, Form, Input, Row, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../api/areas.ts';
import { applyFieldErrors } from '../../api/formErrors.ts';
import { surchargesApi, type RemoteListMeta } from '../../api/surcharges.ts';
import { FormModal } from '../FormModal.tsx';
import { notBeforeDay } from '../formRules.ts';
import { ImportReport, importErrorsOf } from '../ImportReport.tsx';
import { DAY_FORMAT, dayOf } from '../../utils/day.ts';
import { RemoteImportPreview } from './RemoteImportPreview.tsx';

interface Values {
  carrier: string;
  name: string;
  effectiveFrom: Dayjs;
  effectiveTo: Dayjs | null;
  file: UploadFile[];
}

/** What a preview was asked for, sent again as it was when confirmed. */
interface Sent {
  file: File;
  meta: RemoteListMeta;
}

/**
 * Imports a carrier's remote-area list: its carrier, name and days beside the
 * workbook. Save first reads the file as the import would and shows what it
 * changes against the carrier's list in force (RemoteImportPreview); the
 * import runs only once that is confirmed. The list is kept whole or refused
 * whole; a refused file's every bad cell is listed by row and column (the
 * dialog stays, to send it again fixed).
 */
export function RemoteImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('surcharges');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [report, setReport] = useState<ImportError[] | null>(null);
  const [previewed, setPreviewed] = useState<{ sent: Sent; preview: RemotePreview } | null>(null);
  const previewing = useMutation({ mutationFn: ({ file, meta }: Sent) => surchargesApi.previewRemote(file, meta) });
  const importing = useAreaMutation('surcharges', ({ file, meta }: Sent) => surchargesApi.importRemote(file, meta));
  const required = { required: true, message: t('required') };

  // The import is quiet: every refusal is told here, by row, by field or as it is.
  const refused = (error: Error) => {
    const rows = importErrorsOf(error);
    if (rows.length > 0) setReport(rows);
    else if (!applyFieldErrors(form, error)) void message.error(error.message);
  };

  const submit = ({ carrier, name, effectiveFrom, effectiveTo, file }: Values) => {
    const sent = {
      file: file[0]!.originFileObj!,
      meta: {
        carrier: carrier.trim(),
        name: name.trim(),
        effectiveFrom: effectiveFrom.format(DAY_FORMAT),
        effectiveTo: dayOf(effectiveTo),
      },
    };
    previewing.mutate(sent, { onSuccess: (preview) => setPreviewed({ sent, preview }), onError: refused });
  };

  const confirm = (sent: Sent) =>
    importing.mutate(sent, {
      onSuccess: (result) => {
        void message.success(t('remote.imported', result));
        onClose();
      },
      onError: (error) => {
        setPreviewed(null);
        refused(error);
      },
    });

  return (
    <FormModal form={form} title={t('remote.importTitle')} pending={previewing.isPending} onClose={onClose} width={560}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="carrier" label={t('remote.field.carrier')} rules={[{ ...required, whitespace: true }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('remote.field.name')} rules={[{ ...required, whitespace: true }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="effectiveFrom" label={t('remote.field.effectiveFrom')} rules={[required]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="effectiveTo"
              label={t('remote.field.effectiveTo')}
              dependencies={['effectiveFrom']}
              rules={[notBeforeDay('effectiveFrom', t('dateOrder'))]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="file"
              label={t('remote.field.file')}
              extra={t('remote.fileHint')}
              valuePropName="fileList"
              getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
              rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
            >
              {/* Sent with the form, by the api client: antd's own upload would skip it. */}
              <Upload accept=".xlsx" maxCount={1} beforeUpload={() => false}>
                <Button icon={<UploadOutlined />}>{t('remote.chooseFile')}</Button>
              </Upload>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {report && <ImportReport errors={report} onClose={() => setReport(null)} />}
      {previewed && (
        <RemoteImportPreview
          preview={previewed.preview}
          pending={importing.isPending}
          onConfirm={() => confirm(previewed.sent)}
          onClose={() => setPreviewed(null)}
        />
      )}
    </FormModal>
  );
}
