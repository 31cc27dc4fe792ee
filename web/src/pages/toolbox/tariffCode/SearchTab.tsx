import type { TariffHit } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Flex, Input, List, Row, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tariffsQueries } from '../../../api/toolbox/tariffs.ts';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { CodeDetail } from './CodeDetail.tsx';
import { CodeText, inForce, NodeNames, useShortName } from './codes.tsx';
import { CopyCode } from './CopyCode.tsx';
import { useDebounced } from './useDebounced.ts';

const LIMIT = 30;
const RANK_COLORS = { exact: 'green', synonym: 'cyan', word: 'blue', partial: 'default' } as const;

/**
 * One result: its code and names with the match marked, how it matched, its path, copy. The code is the button
 * that opens it (a click anywhere on the result does too), so the result's other controls are not inside one.
 */
function Hit({ hit, selected, onOpen }: { hit: TariffHit; selected: boolean; onOpen: (code: string) => void }) {
  const { t } = useTranslation('toolbox');
  const shortName = useShortName();
  return (
    <List.Item className={selected ? 'tariff-hit tariff-hit-selected' : 'tariff-hit'} onClick={() => onOpen(hit.code)}>
      <div className="tariff-hit-body">
        <Flex gap={8} align="center" wrap>
          <button
            type="button"
            className="tariff-open"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(hit.code);
            }}
          >
            <Typography.Text strong className="tariff-code">
              <CodeText node={hit} matches={hit.matches} />
            </Typography.Text>
          </button>
          <Tag>{t(`tariffCode.level.${hit.level}`)}</Tag>
          <Tag color={RANK_COLORS[hit.rank]}>
            {hit.synonym ? t('tariffCode.synonymHit', { word: hit.synonym }) : t(`tariffCode.rank.${hit.rank}`)}
          </Tag>
          {hit.matches.some((m) => m.pinyin) && <Tag color="purple">{t('tariffCode.pinyin')}</Tag>}
          {hit.level === 'line' && !inForce(hit.effectiveFrom, hit.effectiveTo) && (
            <Tag color="orange">{t('tariffCode.notInForce')}</Tag>
          )}
          <CopyCode code={hit.code} />
        </Flex>
        <NodeNames node={hit} matches={hit.matches} />
        {hit.path.length > 0 && (
          <Breadcrumb
            className="tariff-path"
            aria-label={`${t('tariffCode.detail.path')} ${hit.code}`}
            items={hit.path.map((n) => ({
              key: n.code,
              title: <span title={shortName(n)}>{n.level === 'section' ? <CodeText node={n} /> : n.code}</span>,
            }))}
          />
        )}
      </div>
    </List.Item>
  );
}

/**
 * The search: a box (the query and the open code in the URL, so a link
 * shows the same), ranked results, and the open code's tree beside them
 * (below them on a phone).
 */
export function SearchTab() {
  const { t } = useTranslation('toolbox');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDebounced(typed.trim());
  const open = params.get('code');
  const setUrl = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const results = useQuery({ ...tariffsQueries.tariffSearch(q, LIMIT), enabled: q !== '' });
  const detail = useRef<HTMLDivElement>(null);
  /** Opens a code; on a phone the tree is below the results, so it is brought into view. */
  const openCode = (code: string) => {
    setUrl({ code });
    if (!window.matchMedia('(min-width: 992px)').matches)
      detail.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const found = results.data;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Input.Search
          allowClear
          size="large"
          value={typed}
          placeholder={t('tariffCode.search.placeholder')}
          aria-label={t('tariffCode.search.placeholder')}
          maxLength={100}
          onChange={(e) => {
            setTyped(e.target.value);
            setUrl({ q: e.target.value.trim() || null });
          }}
          onSearch={(value) => setUrl({ q: value.trim() || null })}
          loading={results.isFetching}
        />
        {q === '' ? (
          <Typography.Paragraph type="secondary" className="tariff-hint">
            {t('tariffCode.search.hint')}
          </Typography.Paragraph>
        ) : (
          <QueryState query={results} empty={found?.total === 0} emptyText={t('tariffCode.search.none', { q })}>
            {found && (
              <>
                <Typography.Paragraph type="secondary" className="tariff-hint">
                  {t('tariffCode.search.total', { count: found.total })}
                  {found.total > found.hits.length && ` · ${t('tariffCode.search.more', { shown: found.hits.length })}`}
                </Typography.Paragraph>
                <List
                  className="tariff-hits"
                  dataSource={found.hits}
                  rowKey="code"
                  renderItem={(hit) => <Hit hit={hit} selected={hit.code === open} onOpen={openCode} />}
                />
              </>
            )}
          </QueryState>
        )}
      </Col>
      <Col xs={24} lg={10} ref={detail}>
        <Card size="small" className="tariff-detail">
          {open ? (
            <CodeDetail code={open} onOpen={(code) => setUrl({ code })} />
          ) : (
            <EmptyState description={t('tariffCode.detail.empty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
