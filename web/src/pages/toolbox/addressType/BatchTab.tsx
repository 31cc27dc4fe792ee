import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { ADDRESS_BATCH_MAX, type AddressInput, type AddressVerdict, type ImportError } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Space, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolboxApi } from '../../../api/toolbox.ts';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { ImportReport, importErrorsOf } from '../../../components/ImportReport.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { AddressTypeTag, readable, useReasonText, useServiceNote } from './Verdict.tsx';

type Result = { address: AddressInput; verdict: AddressVerdict };

/**
 * Pasted lines as addresses, as Excel copies cells: tab-separated country,
 * postcode, city, three address lines, company. Answers the addresses and the
 * numbers (from 1) of the lines that are not one.
 */
export function parsePasted(text: string): { addresses: AddressInput[]; bad: number[] } {
  const addresses: AddressInput[] = [];
  const bad: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const [country = '', postcode, city, line1, line2, line3, company] = line.split('\t').map((cell) => cell.trim());
    const lines = [line1, line2, line3].filter((l): l is string => !!l);
    if (!/^[A-Za-z]{2}$/.test(country) || (!lines.some(readable) && !readable(company))) {
      bad.push(i + 1);
      return;
    }
    addresses.push({
      country: country.toUpperCase(),
      ...(postcode && { postcode }),
      ...(city && { city }),
      lines,
      ...(company && { company }),
    });
  });
  return { addresses, bad };
}

const shown = (a: AddressInput) =>
  [a.company, ...(a.lines ?? []), a.city, a.postcode, a.country].filter(Boolean).join(', ');

/** Up to 1,000 addresses, pasted or from a sheet: each one's type in a table, exported as a sheet. */
export function BatchTab() {
  const { t } = useTranslation('toolbox');
  const reason = useReasonText();
  const serviceNote = useServiceNote();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportError[] | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const batch = useMutation({ mutationFn: toolboxApi.addressBatch, onSuccess: setResults });
  const imported = useMutation({
    mutationFn: toolboxApi.addressBatchImport,
    onSuccess: setResults,
    onError: (error) => {
      const errors = importErrorsOf(error);
      if (errors.length) setReport(errors);
      else setProblem(error.message);
    },
  });

  const run = () => {
    const { addresses, bad } = parsePasted(text);
    if (bad.length) return setProblem(t('addressType.batch.badLines', { lines: bad.slice(0, 10).join(', ') }));
    if (addresses.length > ADDRESS_BATCH_MAX)
      return setProblem(t('addressType.batch.tooMany', { max: ADDRESS_BATCH_MAX, count: addresses.length }));
    setProblem(null);
    if (addresses.length) batch.mutate(addresses);
  };
  const count = (type: string) => results.filter((r) => r.verdict.type === type).length;

  const columns: TableColumnsType<Result & { key: number }> = [
    { key: 'n', title: '#', width: 48, render: (_, r) => r.key + 1 },
    { key: 'address', title: t('addressType.batch.address'), render: (_, r) => shown(r.address) },
    { key: 'type', title: t('addressType.batch.type'), render: (_, r) => <AddressTypeTag type={r.verdict.type} /> },
    { key: 'confidence', title: t('addressType.confidence'), render: (_, r) => `${r.verdict.confidence}%` },
    {
      key: 'source',
      title: t('addressType.batch.source'),
      render: (_, r) => t(`addressType.source.${r.verdict.source}`),
    },
    {
      key: 'reasons',
      title: t('addressType.reasons'),
      render: (_, r) => (
        <Typography.Text style={{ fontSize: 12 }}>
          {[
            ...r.verdict.reasons.map(reason),
            ...(r.verdict.poBox ? [t('addressType.poBox')] : []),
            serviceNote(r.verdict) ?? '',
          ]
            .filter(Boolean)
            .join('；')}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('addressType.batch.paste')}</Typography.Text>
      <Input.TextArea
        aria-label={t('addressType.batch.paste')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        placeholder={t('addressType.batch.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // A tab typed is a cell boundary, as in the sheet the lines come from.
          if (e.key !== 'Tab') return;
          e.preventDefault();
          const el = e.currentTarget;
          setText(`${text.slice(0, el.selectionStart)}\t${text.slice(el.selectionEnd)}`);
        }}
      />
      {problem && <Alert type="error" showIcon title={problem} />}
      <Space wrap>
        <Button type="primary" onClick={run} loading={batch.isPending}>
          {t('addressType.batch.run')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            imported.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={imported.isPending}>
            {t('addressType.batch.import')}
          </Button>
        </Upload>
        <DownloadButton
          icon={<FileExcelOutlined />}
          download={() => toolboxApi.addressBatchTemplate(`${t('addressType.batch.templateName')}.xlsx`)}
        >
          {t('addressType.batch.template')}
        </DownloadButton>
        <DownloadButton
          disabled={!results.length}
          download={() =>
            toolboxApi.addressBatchExport(
              results.map((r) => r.address),
              `${t('addressType.batch.fileName')}.xlsx`,
            )
          }
        >
          {t('addressType.batch.export')}
        </DownloadButton>
      </Space>
      {results.length > 0 && (
        <Typography.Text>
          {t('addressType.batch.total', {
            count: results.length,
            residential: count('residential'),
            commercial: count('commercial'),
            unknown: count('unknown'),
          })}
        </Typography.Text>
      )}
      <Table<Result & { key: number }>
        size="small"
        scroll={{ x: 'max-content' }}
        loading={batch.isPending || imported.isPending}
        columns={columns}
        dataSource={results.map((r, key) => ({ ...r, key }))}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState description={t('addressType.batch.empty')} /> }}
      />
      {report && <ImportReport errors={report} onClose={() => setReport(null)} />}
    </Flex>
  );
}
