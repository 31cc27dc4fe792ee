import type { TariffNode } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Descriptions, Divider, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tariffsQueries } from '../../../api/toolbox/tariffs.ts';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { CodeText, inForce, NodeNames, useShortName } from './codes.tsx';
import { CopyCode } from './CopyCode.tsx';

/** A link to another code of the tree. */
function NodeLink({ node, onOpen }: { node: TariffNode; onOpen: (code: string) => void }) {
  return (
    <Button type="link" size="small" className="tariff-link" onClick={() => onOpen(node.code)}>
      <CodeText node={node} />
    </Button>
  );
}

/**
 * An open code: the path above it (each step opens), its names, a national
 * line's own record, and the codes under it.
 */
export function CodeDetail({ code, onOpen }: { code: string; onOpen: (code: string) => void }) {
  const { t } = useTranslation('toolbox');
  const shortName = useShortName();
  const query = useQuery(tariffsQueries.tariffNode(code));
  const data = query.data;
  const line = data?.line;
  return (
    <QueryState query={query}>
      {data && (
        <div aria-label={t('tariffCode.detail.path')} role="region">
          {data.path.length > 0 && (
            <Breadcrumb
              className="tariff-path"
              items={data.path.map((n) => ({
                key: n.code,
                title: (
                  <span title={shortName(n)}>
                    <NodeLink node={n} onOpen={onOpen} />
                  </span>
                ),
              }))}
            />
          )}
          <Flex gap={8} align="center" wrap className="tariff-detail-title">
            <Typography.Title level={4} style={{ margin: 0 }}>
              <CodeText node={data.node} />
            </Typography.Title>
            <Tag>{t(`tariffCode.level.${data.node.level}`)}</Tag>
            {line && !inForce(line.effectiveFrom, line.effectiveTo) && (
              <Tag color="orange">{t('tariffCode.notInForce')}</Tag>
            )}
            <CopyCode code={data.node.code} />
          </Flex>
          <NodeNames node={data.node} />
          {line && (
            <Descriptions
              size="small"
              column={1}
              bordered
              className="tariff-line"
              style={{ marginTop: 12 }}
              styles={{ label: { whiteSpace: 'nowrap' } }}
            >
              <Descriptions.Item label={t('tariffCode.line.units')}>
                {[line.unit1, line.unit2].filter(Boolean).join(' / ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('tariffCode.line.elements')}>{line.elements}</Descriptions.Item>
              <Descriptions.Item label={t('tariffCode.line.rebateRate')}>{line.rebateRate}</Descriptions.Item>
              <Descriptions.Item label={t('tariffCode.line.supervision')}>{line.supervision}</Descriptions.Item>
              <Descriptions.Item label={t('tariffCode.line.dates')}>
                {line.effectiveFrom} ~ {line.effectiveTo ?? t('tariffCode.line.openEnded')}
              </Descriptions.Item>
              {line.remark && <Descriptions.Item label={t('tariffCode.line.remark')}>{line.remark}</Descriptions.Item>}
            </Descriptions>
          )}
          <Divider titlePlacement="start" plain>
            {t('tariffCode.detail.children')}
          </Divider>
          {data.children.length === 0 ? (
            <EmptyState description={t('tariffCode.detail.noChildren')} />
          ) : (
            <List
              size="small"
              className="tariff-children"
              dataSource={data.children}
              rowKey="code"
              renderItem={(child) => (
                <List.Item>
                  <Flex gap={8} align="baseline" style={{ width: '100%' }}>
                    <span className="tariff-code">
                      <NodeLink node={child} onOpen={onOpen} />
                    </span>
                    <Typography.Text ellipsis={{ tooltip: true }} style={{ flex: 1 }}>
                      {shortName(child)}
                    </Typography.Text>
                    <CopyCode code={child.code} />
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
