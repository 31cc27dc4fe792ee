import { Alert, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { rateGrid, type Band } from '../../../quotes/components/rateGrid.ts';
import { useQuoteWords } from '../../../quotes/components/useQuoteWords.ts';
import { problemsOf, type Draft, type DraftRate, type SheetProblem } from './sheetProblems.ts';

type Zone = Draft['zones'][number];
type Member = Zone['members'][number];

/** One cell: the model above its price; in red with the complaints when a refusal named its rate. */
function RateCell({ rate, currency, problems }: { rate: DraftRate; currency: string; problems: string[] | undefined }) {
  const words = useQuoteWords();
  const cell = (
    <Flex vertical>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {words.model(rate.model)}
      </Typography.Text>
      <Typography.Text type={problems ? 'danger' : undefined} aria-invalid={problems ? true : undefined}>
        {words.rate(rate, currency)}
      </Typography.Text>
    </Flex>
  );
  return problems ? (
    <Tooltip
      title={problems.map((message) => (
        <div key={message}>{message}</div>
      ))}
    >
      {cell}
    </Tooltip>
  ) : (
    cell
  );
}

/** The weight bands as rows (lightest first), the zones as columns (the zone list's order, then any code only the rates name). */
export function RateGrid({
  draft,
  currency,
  problems = [],
}: {
  draft: Draft;
  currency: string;
  problems?: readonly SheetProblem[];
}) {
  const { t, number } = useQuoteWords();
  const codes = [...new Set([...draft.zones.map((zone) => zone.code), ...draft.rates.map((rate) => rate.zone)])];
  const rateProblems = problemsOf(problems, 'rates', draft.rates);
  const columns: TableColumnsType<Band> = [
    {
      key: 'band',
      title: t('shipping.band'),
      fixed: 'left',
      width: 130,
      render: (_, band) => t('shipping.bandRange', { from: number(band.fromKg), to: number(band.toKg) }),
    },
    ...codes.map((code) => ({
      key: code,
      title: code,
      render: (_: unknown, band: Band) => {
        const rate = band.byZone.get(code);
        return rate ? <RateCell rate={rate} currency={currency} problems={rateProblems.get(rate)} /> : '—';
      },
    })),
  ];
  return (
    <Table<Band>
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      scroll={{ x: 'max-content', y: 480 }}
      columns={columns}
      dataSource={rateGrid(draft.rates)}
    />
  );
}

/** A zone member as carriers write it: US (whole country), US 90*, US 90000–96199, US 90210. */
function useMemberText() {
  const { t } = useTranslation('quotes');
  return (member: Member) =>
    t(`rates.member.${member.match}`, {
      country: member.country,
      value: member.value ?? '',
      valueTo: member.valueTo ?? '',
    });
}

/** The zone list: each zone's countries and postcodes, in red where a refusal named it. */
export function ZoneTable({ zones, problems = [] }: { zones: Draft['zones']; problems?: readonly SheetProblem[] }) {
  const { t } = useQuoteWords();
  const memberText = useMemberText();
  const zoneProblems = problemsOf(problems, 'zones', zones);
  const rows = zones.map((zone, index) => ({ zone, index }));
  return (
    <Table<(typeof rows)[number]>
      size="small"
      rowKey="index"
      pagination={false}
      scroll={{ y: 360 }}
      dataSource={rows}
      columns={[
        { key: 'code', title: t('rates.grid.zone'), render: (_, { zone }) => zone.code, width: 100 },
        { key: 'name', title: t('rates.grid.zoneName'), render: (_, { zone }) => zone.name, width: 160 },
        {
          key: 'members',
          title: t('rates.grid.members'),
          render: (_, { zone }) => (
            <>
              <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
                {zone.members.map(memberText).join(t('lines.separator'))}
              </Typography.Paragraph>
              {zoneProblems.get(zone)?.map((message) => (
                <Typography.Text key={message} type="danger">
                  {message}
                </Typography.Text>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}

/** A refusal's complaints listed by the row they name (分区 Z1 · 0.5 – 1 kg), beside the grid that marks them. */
export function ProblemList({ draft, problems }: { draft: Draft; problems: readonly SheetProblem[] }) {
  const { t, number } = useQuoteWords();
  const where = (problem: SheetProblem) => {
    if (problem.at === 'zones') {
      const zone = t('rates.dialog.zoneAt', { zone: draft.zones[problem.index]?.code ?? `#${problem.index + 1}` });
      return problem.member === null ? zone : `${zone} · ${t('rates.dialog.rowAt', { row: problem.member + 1 })}`;
    }
    const rate = draft.rates[problem.index];
    return rate
      ? t('rates.dialog.rateAt', { zone: rate.zone, from: number(rate.fromKg), to: number(rate.toKg) })
      : t('rates.dialog.rowAt', { row: problem.index + 1 });
  };
  return (
    <Alert
      type="error"
      showIcon
      title={t('rates.dialog.refused', { count: problems.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((problem, i) => (
            <li key={i}>{t('rates.dialog.problemAt', { where: where(problem), message: problem.message })}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
