import { UploadOutlined } from '@ant-design/icons';
import type { ImportError } from '@fwd/contract';
import { App, Button, Col, DatePicker, Form, Input, Row, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { surchargesApi, type RemoteListMeta } from '../../../api/surcharges.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { notBeforeDay } from '../../../components/formRules.ts';
import { ImportReport, importErrorsOf } from '../../../components/ImportReport.tsx';
import { DAY_FORMAT, dayOf } from '../../../utils/day.ts';

interface Values {
  carrier: string;
  name: string;
  effectiveFrom: Dayjs;
  effectiveTo: Dayjs | null;
  file: UploadFile[];
}

/**
 * Imports a carrier's remote-area list: its carrier, name and days beside the
 * workbook. The list is kept whole or refused whole; a refused file's every
 * bad cell is listed by row and column (the dialog stays, to send it again fixed).
 */
export function RemoteImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('surcharges');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [report, setReport] = useState<ImportError[] | null>(null);
  const importing = useAreaMutation('surcharges', ({ file, meta }: { file: File; meta: RemoteListMeta }) => surchargesApi.importRemote(file, meta));
  const required = { required: true, message: t('required') };

  const submit = ({ carrier, name, effectiveFrom, effectiveTo, file }: Values) =>
    importing.mutate(
      { file: file[0]!.originFileObj!, meta: { carrier: carrier.trim(), name: name.trim(), effectiveFrom: effectiveFrom.format(DAY_FORMAT), effectiveTo: dayOf(effectiveTo) } },
      {
        onSuccess: (result) => {
          void message.success(t('remote.imported', result));
          onClose();
        },
        // The import is quiet: every refusal is told here, by row, by field or as it is.
        onError: (error) => {
          const rows = importErrorsOf(error);
          if (rows.length > 0) setReport(rows);
          else if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );

  return (
    <FormModal form={form} title={t('remote.importTitle')} pending={importing.isPending} onClose={onClose} width={560}>
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
            <Form.Item name="effectiveTo" label={t('remote.field.effectiveTo')} dependencies={['effectiveFrom']} rules={[notBeforeDay('effectiveFrom', t('dateOrder'))]}>
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
    </FormModal>
  );
}
