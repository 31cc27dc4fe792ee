import { Alert, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '../../../../utils/money.ts';
import { gridOf, problemsAt, type Band, type Draft, type DraftRate, type SheetProblem } from './sheetGrid.ts';

type Zone = Draft['zones'][number];
type Member = Zone['members'][number];

/** A rate's price as its model reads: 120 flat, 45/kg, first 0.5 kg 120 then 30 per 0.5 kg, 45/kg + 10 per piece. */
function RatePrice({ rate, currency }: { rate: DraftRate; currency: string }) {
  const { t } = useTranslation('quote');
  const money = (amount: string | null) => (amount === null ? t('rates.grid.none') : formatMoney(amount, currency));
  const kg = (value: string | null) => (value === null ? t('rates.grid.none') : formatDecimal(value));
  switch (rate.model) {
    case 'flat':
      return money(rate.price);
    case 'perKg':
      return t('rates.cell.perKg', { price: money(rate.price) });
    case 'firstAdditional':
      return t('rates.cell.firstAdditional', { firstKg: kg(rate.firstKg), price: money(rate.price), stepKg: kg(rate.stepKg), stepPrice: money(rate.stepPrice) });
    case 'perKgPlusFee':
      return t('rates.cell.perKgPlusFee', { price: money(rate.price), pieceFee: money(rate.pieceFee) });
  }
}

/** One cell: the model above its price; in red with the complaints when a refusal named it. */
function RateCell({ rate, currency, problems }: { rate: DraftRate; currency: string; problems: string[] | undefined }) {
  const { t } = useTranslation('quote');
  const cell = (
    <Flex vertical>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`rates.model.${rate.model}`)}
      </Typography.Text>
      <Typography.Text type={problems ? 'danger' : undefined} aria-invalid={problems ? true : undefined}>
        <RatePrice rate={rate} currency={currency} />
      </Typography.Text>
    </Flex>
  );
  return problems ? <Tooltip title={problems.map((message) => <div key={message}>{message}</div>)}>{cell}</Tooltip> : cell;
}

/** The weight bands as rows, the zones as columns, each cell the band's rate in that zone. */
export function RateGrid({ draft, currency, problems = [] }: { draft: Draft; currency: string; problems?: readonly SheetProblem[] }) {
  const { t } = useTranslation('quote');
  const { bands, codes, cellAt } = gridOf(draft);
  const rateProblems = problemsAt(problems, 'rates');
  const columns: TableColumnsType<Band> = [
    {
      key: 'band',
      title: t('rates.grid.band'),
      fixed: 'left',
      width: 130,
      render: (_, band) => t('rates.grid.bandRange', { from: formatDecimal(band.fromKg), to: formatDecimal(band.toKg) }),
    },
    ...codes.map((code) => ({
      key: code,
      title: code,
      render: (_: unknown, band: Band) => {
        const index = cellAt(code, band);
        const rate = index === undefined ? undefined : draft.rates[index];
        return rate && index !== undefined ? <RateCell rate={rate} currency={currency} problems={rateProblems.get(index)} /> : t('rates.grid.none');
      },
    })),
  ];
  return <Table<Band> size="small" bordered rowKey="key" pagination={false} scroll={{ x: 'max-content', y: 480 }} columns={columns} dataSource={bands} />;
}

/** A zone member as carriers write it: US (whole country), US 90*, US 90000–96199, US 90210. */
function useMemberText() {
  const { t } = useTranslation('quote');
  return (member: Member) => t(`rates.member.${member.match}`, { country: member.country, value: member.value ?? '', valueTo: member.valueTo ?? '' });
}

/** The zone list: each zone's countries and postcodes, in red where a refusal named it. */
export function ZoneTable({ zones, problems = [] }: { zones: Draft['zones']; problems?: readonly SheetProblem[] }) {
  const { t } = useTranslation('quote');
  const memberText = useMemberText();
  const zoneProblems = problemsAt(problems, 'zones');
  const rows = zones.map((zone, index) => ({ ...zone, index }));
  return (
    <Table<(typeof rows)[number]>
      size="small"
      rowKey="index"
      pagination={false}
      scroll={{ y: 360 }}
      dataSource={rows}
      columns={[
        { key: 'code', title: t('rates.grid.zone'), dataIndex: 'code', width: 100 },
        { key: 'name', title: t('rates.grid.zoneName'), dataIndex: 'name', width: 160 },
        {
          key: 'members',
          title: t('rates.grid.members'),
          render: (_, zone) => (
            <>
              <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
                {zone.members.map(memberText).join('、')}
              </Typography.Paragraph>
              {zoneProblems.get(zone.index)?.map((message) => (
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
  const { t } = useTranslation('quote');
  const where = (problem: SheetProblem) => {
    if (problem.at === 'zones') {
      const zone = t('rates.dialog.zoneAt', { zone: draft.zones[problem.index]?.code ?? `#${problem.index + 1}` });
      return problem.member === null ? zone : `${zone} · ${t('rates.dialog.rowAt', { row: problem.member + 1 })}`;
    }
    const rate = draft.rates[problem.index];
    return rate
      ? t('rates.dialog.rateAt', { zone: rate.zone, from: formatDecimal(rate.fromKg), to: formatDecimal(rate.toKg) })
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
