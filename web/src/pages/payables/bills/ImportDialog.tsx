import { UploadOutlined } from '@ant-design/icons';
import { BILL_FIELDS, type BillMapping, type BillPreview, type ImportError } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Table,
  Tag,
  Upload,
  type UploadFile,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { ApiError } from '../../../api/client.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { payablesApi, type BillMeta } from '../../../api/payables.ts';
import { ImportReport, importErrorsOf } from '../../../components/ImportReport.tsx';
import { DAY_FORMAT } from '../../../utils/day.ts';
import { AgentSelect } from './labels.tsx';

interface Values {
  agentId: number;
  billNo: string;
  period: [Dayjs, Dayjs];
  currency: string;
  file: UploadFile[];
}

/** What the preview was read from, sent again with the mapping when confirmed. */
interface Read {
  file: File;
  agentId: number;
  meta: BillMeta;
  preview: BillPreview;
}

/**
 * Imports an agent's bill. The file is read first: its columns, the mapping proposed (what staff chose last
 * time for the agent, else guessed from the headers) and its first lines; staff map each field to a column
 * (the preview is read again as they do), then import. A refused file's bad cells are listed by row.
 */
export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: (id: number) => void }) {
  const { t } = useTranslation('payables');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [read, setRead] = useState<Read | null>(null);
  const [report, setReport] = useState<ImportError[] | null>(null);
  const previewing = useMutation({
    mutationFn: ({ file, agentId, mapping }: { file: File; agentId: number; mapping?: BillMapping }) =>
      payablesApi.preview(file, agentId, mapping),
  });
  const importing = useAreaMutation('payables', (r: Read) =>
    payablesApi.importBill(r.file, r.agentId, r.meta, r.preview.mapping),
  );
  const required = { required: true, message: t('import.required') };

  const refused = (error: Error) => {
    const rows = importErrorsOf(error);
    if (rows.length > 0) setReport(rows);
    else if (!applyFieldErrors(form, error)) void message.error(error.message);
  };

  const submit = ({ agentId, billNo, period, currency, file }: Values) => {
    const sent = { file: file[0]!.originFileObj!, agentId };
    const meta = {
      billNo: billNo.trim(),
      periodFrom: period[0].format(DAY_FORMAT),
      periodTo: period[1].format(DAY_FORMAT),
      currency: currency.trim().toUpperCase(),
    };
    previewing.mutate(sent, { onSuccess: (preview) => setRead({ ...sent, meta, preview }), onError: refused });
  };

  // Each change of the mapping asks for a preview; only the answer to the latest is shown (answers can cross).
  const asked = useRef(0);
  const remap = (field: (typeof BILL_FIELDS)[number], column: string | undefined) => {
    if (!read) return;
    const mapping = { ...read.preview.mapping, [field]: column ?? null };
    const n = ++asked.current;
    setRead({ ...read, preview: { ...read.preview, mapping } });
    previewing.mutate(
      { file: read.file, agentId: read.agentId, mapping },
      {
        onSuccess: (preview) => n === asked.current && setRead((r) => r && { ...r, preview }),
        onError: refused,
      },
    );
  };

  const confirm = () =>
    read &&
    importing.mutate(read, {
      onSuccess: (bill) => {
        void message.success(t('import.imported', { billNo: bill.billNo }));
        onImported(bill.id);
      },
      onError: (error) => {
        const rows = importErrorsOf(error);
        if (rows.length) return setReport(rows);
        // The bill's own fields (its number taken, the period) are the first step's: go back to them.
        const own = error instanceof ApiError && error.fieldErrors.some((e) => ['billNo', 'periodTo'].includes(e.path));
        if (own) setRead(null);
        setTimeout(() => refused(error));
      },
    });

  const p = read?.preview;
  return (
    <Modal
      open
      title={t('import.title')}
      width="min(960px, 100vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={read ? () => setRead(null) : onClose}>
          {read ? t('import.back') : t('import.cancel')}
        </Button>,
        read ? (
          <Button
            key="import"
            type="primary"
            loading={importing.isPending}
            disabled={previewing.isPending || !!p?.missing.length || !!p?.errors.length}
            onClick={confirm}
          >
            {t('import.import')}
          </Button>
        ) : (
          <Button key="read" type="primary" loading={previewing.isPending} onClick={() => form.submit()}>
            {t('import.read')}
          </Button>
        ),
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        initialValues={{ currency: 'CNY' }}
        hidden={!!read}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="agentId" label={t('import.agent')} rules={[required]}>
              <AgentSelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="billNo" label={t('import.billNo')} rules={[{ ...required, whitespace: true }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="period" label={t('import.period')} rules={[required]}>
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="currency"
              label={t('import.currency')}
              rules={[{ ...required, pattern: /^[A-Za-z]{3}$/, message: t('import.currencyHint') }]}
            >
              <Input maxLength={3} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="file"
              label={t('import.file')}
              extra={t('import.fileHint')}
              valuePropName="fileList"
              getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
              rules={[{ required: true, type: 'array', min: 1, message: t('import.required') }]}
            >
              <Upload accept=".xlsx" maxCount={1} beforeUpload={() => false}>
                <Button icon={<UploadOutlined />}>{t('import.chooseFile')}</Button>
              </Upload>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {p && (
        <>
          <p>
            {t('import.lineCount', { count: p.lineCount })}{' '}
            {p.remembered ? <Tag color="green">{t('import.remembered')}</Tag> : <Tag>{t('import.guessed')}</Tag>}
          </p>
          <Row gutter={[16, 8]}>
            {BILL_FIELDS.map((f) => (
              <Col xs={24} sm={12} md={8} key={f}>
                <label htmlFor={`map-${f}`}>{t(`field.${f}`)}</label>
                <Select<string>
                  id={`map-${f}`}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ width: '100%' }}
                  placeholder={t('import.none')}
                  status={p.missing.includes(`${f}Column`) ? 'error' : undefined}
                  value={p.mapping[f] ?? undefined}
                  onChange={(v) => remap(f, v)}
                  options={p.headers.filter(Boolean).map((h) => ({ value: h, label: h }))}
                />
              </Col>
            ))}
          </Row>
          {p.missing.length > 0 && (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('import.missing')} />
          )}
          {p.errors.length > 0 && (
            <Alert
              style={{ marginTop: 12 }}
              type="error"
              showIcon
              title={t('import.errors', { count: p.errors.length })}
              description={p.errors
                .slice(0, 5)
                .map((e) => `${t('import.row', { row: e.row })} ${e.column}: ${e.message}`)
                .join('；')}
            />
          )}
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="row"
            pagination={false}
            scroll={{ x: 800 }}
            caption={t('import.preview', { count: p.lines.length })}
            dataSource={p.lines}
            columns={[
              { key: 'row', title: t('diff.row'), dataIndex: 'row', width: 60 },
              ...BILL_FIELDS.map((f) => ({ key: f, title: t(`field.${f}`), dataIndex: f, width: 120 })),
            ]}
          />
        </>
      )}
      {report && <ImportReport errors={report} onClose={() => setReport(null)} />}
    </Modal>
  );
}
