import { InboxOutlined } from '@ant-design/icons';
import type { BodyOf, ChannelRow, quotes, RateSheetDiff, RateSheetPreview, RateSheetSummary } from '@fwd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  Modal,
  Row,
  Space,
  Spin,
  Table,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../../api/areas.ts';
import { ApiError } from '../../../../api/client.ts';
import { quotesApi, quotesQueries, type SheetBody, type SheetOwner } from '../../../../api/quotes.ts';
import { toNamePath } from '../../../../api/formErrors.ts';
import { blankToNull } from '../../../../components/formRules.ts';
import { DAY_FORMAT } from '../../../../utils/day.ts';
import { ProblemList, RateGrid, ZoneTable } from './SheetGrid.tsx';
import { sheetProblems, type Draft, type SheetProblem } from './sheetProblems.ts';
import { SheetChanges } from './SheetChanges.tsx';
import { effectOf, type SheetEffect } from './sheetReplace.ts';

type FileError = RateSheetPreview['errors'][number];

interface Values {
  effectiveFrom: Dayjs;
  note: string | null;
}

interface Props {
  channel: ChannelRow;
  currency: string;
  /** A future sheet this one replaces (its day and note to start from); null: a new sheet. */
  replacing: RateSheetSummary | null;
  /** The sheet to start from (a copy of one); null: read from a workbook first. */
  copyOf: { draft: Draft; effectiveFrom: string } | null;
  /** A cost or customer sheet (settlement's, saved without the comparison against the sale sheet in force); none: a sale sheet. */
  owner?: SheetOwner | undefined;
  onClose: () => void;
}

/**
 * A new rate sheet (or a future one replaced): read from a workbook and
 * previewed, its bad cells listed by sheet, row and column, or copied from
 * another sheet; then its effective day and note, and, once what it changes
 * against the sheet in force on that day is seen (SheetChanges), saved. A
 * refusal's complaints are listed by the rows they name and marked in the grid.
 */
export function NewSheetDialog({ channel, currency, replacing, copyOf, owner, onClose }: Props) {
  const { t } = useTranslation('quotes');
  const { t: common } = useTranslation('common');
  const { message } = App.useApp();
  const sheets = useQuery(quotesQueries.sheets(channel.id, owner));
  const [form] = Form.useForm<Values>();
  const [draft, setDraft] = useState<Draft | null>(copyOf?.draft ?? null);
  const [fileErrors, setFileErrors] = useState<FileError[]>([]);
  const [problems, setProblems] = useState<SheetProblem[]>([]);
  const preview = useMutation({ mutationFn: quotesApi.previewSheet });
  const comparing = useMutation({
    mutationFn: (body: BodyOf<typeof quotes.compareSheet>) => quotesApi.compareSheet(channel.id, body),
  });
  const [checking, setChecking] = useState<{ body: SheetBody; diff: RateSheetDiff; effect: SheetEffect } | null>(null);
  const save = useAreaMutation('quotes', (body: SheetBody) =>
    replacing
      ? quotesApi.updateSheet(replacing.id, { ...body, version: replacing.version })
      : quotesApi.createSheet(channel.id, body, owner),
  );

  const read = (file: File) =>
    preview.mutate(file, {
      onSuccess: ({ sheet, errors }) => {
        setDraft(sheet);
        setFileErrors(errors);
        setProblems([]);
      },
    });

  // Before saving: what it changes against the sheet in force on its day and, from today, what it replaces at once.
  const submit = (values: Values) => {
    if (!draft) return;
    const body = {
      effectiveFrom: values.effectiveFrom.format(DAY_FORMAT),
      note: blankToNull(values.note),
      zones: draft.zones,
      rates: draft.rates,
    };
    if (owner) return send(body);
    const effect = effectOf(sheets.data ?? [], body.effectiveFrom, dayjs().format(DAY_FORMAT), replacing?.id ?? null);
    comparing.mutate(
      {
        effectiveFrom: body.effectiveFrom,
        zones: body.zones,
        rates: body.rates,
        ...(replacing && { replacing: replacing.id }),
      },
      { onSuccess: (diff) => setChecking({ body, diff, effect }), onError: (error) => refused(error) },
    );
  };

  const refused = (error: Error) => {
    const errors = error instanceof ApiError ? error.fieldErrors : [];
    if (!errors.length) void message.error(error.message);
    setProblems(sheetProblems(errors));
    form.setFields(
      errors
        .filter((e) => e.path === 'effectiveFrom' || e.path === 'note')
        .map((e) => ({ name: toNamePath(e.path) as ['note'], errors: [e.message] })),
    );
  };

  const send = (body: SheetBody) =>
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t('rates.dialog.saved'));
        onClose();
      },
      onError: (error) => {
        setChecking(null);
        refused(error);
      },
    });

  const title = replacing
    ? t('rates.dialog.replaceTitle', { date: replacing.effectiveFrom })
    : copyOf
      ? t('rates.dialog.copyTitle', { date: copyOf.effectiveFrom })
      : t('rates.dialog.importTitle');
  const canSave = draft !== null && fileErrors.length === 0;

  return (
    <Modal
      open
      title={title}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          {draft && !copyOf && (
            <Button
              onClick={() => {
                setDraft(null);
                setFileErrors([]);
                setProblems([]);
              }}
            >
              {t('rates.dialog.again')}
            </Button>
          )}
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="primary" disabled={!canSave} loading={comparing.isPending} onClick={() => form.submit()}>
            {common('save')}
          </Button>
        </Space>
      }
    >
      {draft === null ? (
        <Spin spinning={preview.isPending} description={t('rates.dialog.reading')}>
          <Upload.Dragger
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              read(file);
              // The request is ours: antd's own upload would skip the api client.
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('rates.dialog.upload')}</p>
            <p className="ant-upload-hint">{t('rates.dialog.uploadHint')}</p>
          </Upload.Dragger>
        </Spin>
      ) : (
        <>
          {fileErrors.length > 0 && <FileErrors errors={fileErrors} />}
          {fileErrors.length === 0 && (
            <Form<Values>
              form={form}
              layout="vertical"
              initialValues={
                replacing ? { effectiveFrom: dayjs(replacing.effectiveFrom), note: replacing.note } : undefined
              }
              onFinish={submit}
              autoComplete="off"
            >
              <Row gutter={16}>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name="effectiveFrom"
                    label={t('rates.field.effectiveFrom')}
                    extra={t('rates.dialog.takesOver')}
                    rules={[{ required: true, message: common('required') }]}
                  >
                    {/* The days gone stay as they were priced: the server refuses them, the picker does not offer them. */}
                    <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={16}>
                  <Form.Item name="note" label={t('rates.field.note')}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
          )}
          {problems.length > 0 && <ProblemList draft={draft} problems={problems} />}
          <RateGrid draft={draft} currency={currency} problems={problems} />
          <Divider titlePlacement="start" plain>
            {t('rates.grid.zones')}
          </Divider>
          <ZoneTable zones={draft.zones} problems={problems} />
        </>
      )}
      {checking && (
        <SheetChanges
          diff={checking.diff}
          effectiveFrom={checking.body.effectiveFrom}
          effect={checking.effect}
          currency={currency}
          pending={save.isPending}
          onConfirm={() => send(checking.body)}
          onClose={() => setChecking(null)}
        />
      )}
    </Modal>
  );
}

/** The cells of the workbook that could not be read, by sheet, row and column: nothing can be saved until they are fixed. */
function FileErrors({ errors }: { errors: FileError[] }) {
  const { t } = useTranslation('quotes');
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={t('rates.dialog.badCells', { count: errors.length })}
        style={{ marginBottom: 12 }}
      />
      <Table<FileError>
        size="small"
        rowKey={(e) => `${e.sheet}|${e.row}|${e.column}|${e.message}`}
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={errors}
        style={{ marginBottom: 16 }}
        columns={[
          { key: 'sheet', title: t('rates.dialog.sheet'), dataIndex: 'sheet', width: 120 },
          { key: 'row', title: t('rates.dialog.row'), dataIndex: 'row', width: 70 },
          { key: 'column', title: t('rates.dialog.column'), dataIndex: 'column', width: 120 },
          { key: 'message', title: t('rates.dialog.problem'), dataIndex: 'message' },
        ]}
      />
    </>
  );
}
