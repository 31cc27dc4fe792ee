import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { BRAND_LINES_MAX, type BrandCheckLine, type BrandCheckResult } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Input,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { brandsApi } from '../../../api/toolbox/brands.ts';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { BrandHitTag, useBrandWords } from './brandWords.tsx';
import { Highlighted } from './Highlighted.tsx';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The check: descriptions pasted (one a line, up to 1,000) or a workbook's
 * column uploaded; each line with its matched text marked and every brand it
 * names: how it matched, its category and risk, the channels that refuse it.
 */
export function CheckPanel() {
  const { t, how, channels } = useBrandWords();
  const [text, setText] = useState('');
  const [onlyHits, setOnlyHits] = useState(false);
  const lines = linesOf(text);
  const tooMany = lines.length > BRAND_LINES_MAX;
  const [result, setResult] = useState<BrandCheckResult | null>(null);
  const checking = useMutation({ mutationFn: (l: string[]) => brandsApi.brandCheck(l), onSuccess: setResult });
  const uploading = useMutation({
    mutationFn: (file: File) => brandsApi.brandCheckSheet(file),
    onSuccess: (checked) => {
      setResult(checked);
      // What the workbook held goes into the box too: it can be edited and checked again.
      setText(checked.lines.map((l) => l.text).join('\n'));
    },
  });
  const hit = result?.lines.filter((l) => l.hits.length > 0) ?? [];
  const shown = onlyHits ? hit : result?.lines;

  const columns: TableColumnsType<BrandCheckLine> = [
    { key: 'line', title: t('brandCheck.column.line'), dataIndex: 'line', width: 56 },
    {
      key: 'text',
      title: t('brandCheck.column.text'),
      render: (_, l) => <Highlighted text={l.text} hits={l.hits} />,
      width: 320,
    },
    {
      key: 'hits',
      title: t('brandCheck.column.hits'),
      render: (_, l) =>
        l.hits.length === 0 ? (
          <Typography.Text type="secondary">{t('brandCheck.check.noHits')}</Typography.Text>
        ) : (
          <Flex vertical gap={4}>
            {l.hits.map((h) => (
              <span key={`${h.brandId}:${h.start}:${h.end}`}>
                <BrandHitTag hit={h} />
                <Typography.Text code>{h.matched}</Typography.Text> <Tag>{how(h)}</Tag>
                <Tag>{t(`brandCheck.risk.${h.riskLevel}`)}</Tag>
                <Tooltip title={t('brandCheck.column.channels')}>
                  <Typography.Text type={h.channels.length ? 'danger' : 'secondary'}>
                    {t('brandCheck.warning.refusedBy', { channels: channels(h) })}
                  </Typography.Text>
                </Tooltip>
              </span>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        aria-label={t('brandCheck.check.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('brandCheck.check.placeholder')}
        autoSize={{ minRows: 5, maxRows: 14 }}
      />
      <Flex gap={8} wrap justify="space-between" align="center">
        <Space wrap>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            disabled={lines.length === 0 || tooMany}
            loading={checking.isPending}
            onClick={() => checking.mutate(lines)}
          >
            {t('brandCheck.check.run')}
          </Button>
          <Tooltip title={t('brandCheck.check.uploadHint')}>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                uploading.mutate(file);
                // The request is ours: antd's own upload would skip the api client.
                return false;
              }}
            >
              <Button icon={<FileExcelOutlined />} loading={uploading.isPending}>
                {t('brandCheck.check.upload')}
              </Button>
            </Upload>
          </Tooltip>
          {result && (
            <DownloadButton
              download={() =>
                brandsApi.brandCheckExport(
                  result.lines.map((l) => l.text),
                  t('brandCheck.check.fileName'),
                )
              }
            >
              {t('brandCheck.check.export')}
            </DownloadButton>
          )}
          <Button
            onClick={() => {
              setText('');
              setResult(null);
            }}
          >
            {t('brandCheck.check.clear')}
          </Button>
        </Space>
        <Typography.Text type={tooMany ? 'danger' : 'secondary'}>
          {t('brandCheck.check.lines', { count: lines.length })}
        </Typography.Text>
      </Flex>
      {tooMany && <Alert type="error" showIcon title={t('brandCheck.check.tooMany')} />}
      {result && (
        <Flex gap={8} wrap justify="space-between" align="center">
          <Alert
            type={hit.length ? 'warning' : 'success'}
            showIcon
            title={t('brandCheck.check.summary', {
              lines: result.lines.length,
              hit: hit.length,
              brands: result.brands,
            })}
          />
          <Space>
            <Switch checked={onlyHits} onChange={setOnlyHits} aria-label={t('brandCheck.check.onlyHits')} />
            {t('brandCheck.check.onlyHits')}
          </Space>
        </Flex>
      )}
      <Table<BrandCheckLine>
        size="small"
        rowKey="line"
        loading={checking.isPending || uploading.isPending}
        columns={columns}
        dataSource={shown ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <EmptyState description={result ? t('brandCheck.check.noHits') : t('brandCheck.check.start')} />,
        }}
      />
    </Flex>
  );
}
