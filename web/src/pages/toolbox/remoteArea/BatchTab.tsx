import { FileExcelOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { REMOTE_BATCH_MAX, type ImportError, type RemoteBatchAnswer, type RemoteBatchRow } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Row, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { remoteApi, type RemoteBatch } from '../../../api/quotes/remote.ts';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { ImportReport, importErrorsOf } from '../../../components/ImportReport.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { formatMoney } from '../../../utils/money.ts';
import { PlaceFields, type PlaceValues } from './PlaceFields.tsx';

interface Values extends PlaceValues {
  postcodes?: string;
}

/** Pasted text as postcodes: one a line, or apart by commas, semicolons or tabs (a column copied from Excel is one a line). */
export const postcodesOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\n,;\t]+/)
    .map((p) => p.trim())
    .filter(Boolean);

const STATUS_COLORS = { remote: 'orange', notRemote: 'green', invalid: 'red' } as const;

/**
 * Many postcodes of one country at once (pasted, or read from a workbook's
 * postcode column): each one's carriers' classes and what channels add; the
 * answer exported as a workbook that reads back in.
 */
export function BatchTab() {
  const { t, i18n } = useTranslation('toolbox');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [report, setReport] = useState<ImportError[] | null>(null);
  const [asked, setAsked] = useState<RemoteBatch | null>(null);
  const checking = useMutation({ mutationFn: remoteApi.remoteBatch });
  const reading = useMutation({ mutationFn: remoteApi.remoteBatchRead });
  const count = postcodesOf(Form.useWatch('postcodes', form)).length;

  const run = ({ country, weight, date, postcodes }: Values) => {
    const body = { country: country!, weight: weight!, postcodes: postcodesOf(postcodes), ...(date && { date }) };
    checking.mutate(body, { onSuccess: () => setAsked(body), onError: (error) => applyFieldErrors(form, error) });
  };
  const read = (file: File) => {
    reading.mutate(file, {
      onSuccess: ({ postcodes }) => form.setFieldValue('postcodes', postcodes.join('\n')),
      onError: (error) => {
        const rows = importErrorsOf(error);
        if (rows.length > 0) setReport(rows);
        else void message.error(error.message);
      },
    });
    // Read here: antd's own upload would send it elsewhere.
    return false;
  };
  const postcodesRule = {
    validator: (_: unknown, text?: string) => {
      const n = postcodesOf(text).length;
      if (n === 0) return Promise.reject(new Error(t('remoteArea.noPostcodes')));
      return n > REMOTE_BATCH_MAX
        ? Promise.reject(new Error(t('remoteArea.tooMany', { max: REMOTE_BATCH_MAX })))
        : Promise.resolve();
    },
  };

  return (
    <>
      <Form<Values> form={form} layout="vertical" initialValues={{ weight: '1' }} onFinish={run} autoComplete="off">
        <Row gutter={16}>
          <PlaceFields />
        </Row>
        <Form.Item
          name="postcodes"
          label={t('remoteArea.pasteLabel')}
          extra={`${t('remoteArea.batchHint', { max: REMOTE_BATCH_MAX })} · ${t('remoteArea.batchCount', { count, max: REMOTE_BATCH_MAX })}`}
          rules={[postcodesRule]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={checking.isPending}>
            {t('remoteArea.batchRun')}
          </Button>
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={read}>
            <Button icon={<UploadOutlined />} loading={reading.isPending} title={t('remoteArea.importHint')}>
              {t('remoteArea.importFile')}
            </Button>
          </Upload>
          {asked && checking.data && (
            <DownloadButton
              icon={<FileExcelOutlined />}
              download={() =>
                remoteApi.remoteBatchExport(asked, t('remoteArea.exportName', { country: asked.country }))
              }
            >
              {t('remoteArea.exportFile')}
            </DownloadButton>
          )}
        </Flex>
      </Form>
      <div style={{ marginTop: 16 }}>
        {checking.data ? (
          <Answer answer={checking.data} language={i18n.language} />
        ) : (
          <EmptyState description={t('remoteArea.batchEmpty')} />
        )}
      </div>
      {report && <ImportReport errors={report} onClose={() => setReport(null)} />}
    </>
  );
}

function Answer({ answer, language }: { answer: RemoteBatchAnswer; language: string }) {
  const { t } = useTranslation('toolbox');
  const names = new Map(answer.channels.map((ch) => [ch.id, `${ch.code} ${ch.name}`]));
  const tally = { remote: 0, notRemote: 0, invalid: 0 };
  for (const row of answer.rows) tally[row.status]++;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('remoteArea.answeredFor', {
          country: `${answer.country.countryName} (${answer.country.code})`,
          date: answer.date,
          weight: answer.weight,
        })}{' '}
        · {t('remoteArea.summary', tally)}
      </Typography.Text>
      <Table<RemoteBatchRow & { n: number }>
        size="small"
        rowKey="n"
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
        dataSource={answer.rows.map((row, n) => ({ ...row, n }))}
        columns={[
          { key: 'postcode', title: t('remoteArea.postcode'), dataIndex: 'postcode' },
          {
            key: 'status',
            title: t('remoteArea.result'),
            render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`remoteArea.status.${row.status}`)}</Tag>,
          },
          {
            key: 'carriers',
            title: t('remoteArea.carrier'),
            render: (_, row) => row.carriers.map((c) => `${c.carrier} ${c.remoteClass}`).join('; '),
          },
          {
            key: 'channels',
            title: t('remoteArea.added'),
            render: (_, row) =>
              row.channels
                .map((c) => `${names.get(c.channelId)} ${formatMoney(c.amount, c.currency, language)}`)
                .join('; '),
          },
        ]}
      />
    </Flex>
  );
}
