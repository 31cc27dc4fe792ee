import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { NUMBERS_MAX } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customersQueries } from '../../../api/customers.ts';
import { employeesQueries } from '../../../api/employees.ts';
import { statusesQueries } from '../../../api/statuses.ts';
import { useStableCallback } from '../../../utils/useStableCallback.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import {
  COMMON_FIELDS,
  countSet,
  emptyFilter,
  keptFilter,
  MORE_FIELDS,
  splitNumbers,
  type FilterValues,
} from './orderView.ts';
import { usePhone } from './usePhone.ts';
import { useTrackingLabels } from './trackingLabels.tsx';

type Days = [string, string] | null;
type FormValues = Omit<FilterValues, 'entryDate' | 'signedDate'> & {
  entryDate: [Dayjs, Dayjs] | null;
  signedDate: [Dayjs, Dayjs] | null;
};

const toPicker = (days: Days): [Dayjs, Dayjs] | null => (days ? [dayjs(days[0]), dayjs(days[1])] : null);
const fromPicker = (range: [Dayjs, Dayjs] | null): Days =>
  range ? [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')] : null;
const toForm = (v: FilterValues): FormValues => ({
  ...v,
  entryDate: toPicker(v.entryDate),
  signedDate: toPicker(v.signedDate),
});
const fromForm = (v: FormValues): FilterValues => ({
  ...emptyFilter,
  ...v,
  entryDate: fromPicker(v.entryDate),
  signedDate: fromPicker(v.signedDate),
});
/** The boxes of pasted numbers, each at most NUMBERS_MAX. */
const NUMBER_LISTS = [
  'numbers',
  'originalTrackingNumber',
  'newTrackingNumber',
  'customerOrderNumber',
] as const satisfies readonly (keyof FilterValues)[];

/** Columns of the panel's grid: one on a phone, two on a tablet, three or four on a desktop. */
const cell = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** A searchable choice of several values, as every list filter of the panel is. */
function ManyOf(props: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
  loading?: boolean;
  options?: { value: string; label: string }[];
}) {
  return (
    <Select mode="multiple" allowClear maxTagCount="responsive" showSearch={{ optionFilterProp: 'label' }} {...props} />
  );
}

/**
 * A multi-line number box: a column pasted from Excel, one number a line; how many it holds shows under it, and
 * over the limit that it is too many. Checked here as it is typed, not by a form rule: a rule had antd validate the
 * panel on every 查询, three renders before the request could leave (FilterForm does not search while one is over).
 */
function NumberList({
  name,
  label,
  placeholder,
  tooltip,
}: {
  name: keyof FilterValues;
  label: string;
  placeholder: string;
  tooltip?: string;
}) {
  const { t } = useTranslation('orders');
  const count = splitNumbers((Form.useWatch(name) as string | undefined) ?? '').length;
  const over = count > NUMBERS_MAX;
  return (
    <Form.Item
      name={name}
      label={label}
      tooltip={tooltip}
      validateStatus={over ? 'error' : undefined}
      help={over ? t('filter.tooMany', { count, max: NUMBERS_MAX }) : undefined}
      extra={count > 0 && !over ? t('filter.recognised', { count }) : undefined}
    >
      <Input.TextArea
        autoSize={{ minRows: 1, maxRows: 6 }}
        placeholder={placeholder}
        allowClear
        // Enter starts a new line (numbers go one per line): Ctrl+Enter (⌘+Enter) searches.
        onKeyDown={(e) =>
          (e.ctrlKey || e.metaKey) && e.key === 'Enter' && (e.preventDefault(), e.currentTarget.form?.requestSubmit())
        }
      />
    </Form.Item>
  );
}

/** Customers by short name: the user's customers suggested, any prefix typed matches. */
function CustomerFilter(props: {
  value?: string;
  onChange?: (text: string) => void;
  id?: string;
  placeholder?: string;
}) {
  const customers = useQuery(customersQueries.options());
  const typed = (props.value ?? '').trim().toLowerCase();
  const options = (customers.data ?? [])
    .filter((c) => c.shortName.toLowerCase().startsWith(typed) || c.fullName.toLowerCase().includes(typed))
    .slice(0, 50)
    .map((c) => ({ value: c.shortName, label: `${c.shortName} · ${c.fullName}` }));
  return <AutoComplete {...props} allowClear options={options} />;
}

interface Props {
  values: FilterValues;
  /** The role may not see agents: no agent filters. */
  masked: boolean;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}

/**
 * Every condition of the order search: the common ones always shown, the rest
 * behind 展开 (open by itself when one of them is set). Conditions apply on
 * 查询; 重置 clears them all. The list reloading does not render it again.
 */
export const OrderFilters = memo(function OrderFilters(props: Props) {
  // On a phone only the numbers stay in view: the rest folds away too.
  const phone = usePhone();
  const hidden = countSet(props.values, phone ? [...COMMON_FIELDS, ...MORE_FIELDS] : MORE_FIELDS);
  const [expanded, setExpanded] = useState(hidden > 0);
  // A new form (its own store) for a filter it does not hold: a link, the back button, a card of 首页. A store
  // kept across the remount would keep what its fields held, whatever the new initial values. The filter its
  // own 查询 or 重置 asked for is what it holds already: kept, the form is not built again (on a slow PC, most
  // of a search's time) and the box typed in keeps the focus.
  const shown = JSON.stringify(props.values);
  const [seen, setSeen] = useState(shown);
  // The filter the form's own 查询 or 重置 asked for and the URL is yet to show (the two renders may come apart).
  const [asked, setAsked] = useState<string | null>(null);
  const [built, setBuilt] = useState({ n: 0, values: props.values });
  if (shown !== seen) {
    setSeen(shown);
    if (shown === asked) setAsked(null);
    else setBuilt({ n: built.n + 1, values: props.values });
  }
  const { onSearch, onReset, masked } = props;
  // The same handlers from render to render: the form is then not drawn again for its own search either.
  const ask = (values: FilterValues) => {
    const text = JSON.stringify(keptFilter(values));
    setAsked(text === shown ? null : text);
  };
  const search = useStableCallback((values: FilterValues) => {
    ask(values);
    onSearch(values);
  });
  const reset = useStableCallback(() => {
    ask(emptyFilter);
    onReset();
  });
  return (
    <FilterForm
      key={built.n}
      values={built.values}
      masked={masked}
      onSearch={search}
      onReset={reset}
      phone={phone}
      hidden={hidden}
      expanded={expanded}
      onExpand={setExpanded}
    />
  );
});

const FilterForm = memo(function FilterForm({
  values,
  masked,
  onSearch,
  onReset,
  phone,
  hidden,
  expanded,
  onExpand,
}: Props & { phone: boolean; hidden: number; expanded: boolean; onExpand: (open: boolean) => void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<FormValues>();
  const employees = useQuery({ ...employeesQueries.pick(), enabled: expanded });
  const numberStatuses = useQuery(statusesQueries.numberOptions());
  const labels = useTrackingLabels();

  const field = (name: keyof FilterValues) => ({ name, label: t(`field.${name as 'numbers'}`) });
  // Every value, those of the filters folded away under 展开 too. A number list over its limit says so under its box;
  // nothing is asked until it is cut down.
  const search = () => {
    const values = fromForm(form.getFieldsValue(true));
    if (NUMBER_LISTS.every((key) => splitNumbers(values[key] ?? '').length <= NUMBERS_MAX)) onSearch(values);
  };
  const more = (
    <>
      <Col {...cell}>
        <NumberList
          name="originalTrackingNumber"
          label={t('field.originalTrackingNumber')}
          placeholder={t('filter.listPlaceholder')}
        />
      </Col>
      <Col {...cell}>
        <NumberList
          name="newTrackingNumber"
          label={t('field.newTrackingNumber')}
          placeholder={t('filter.listPlaceholder')}
        />
      </Col>
      <Col {...cell}>
        <NumberList
          name="customerOrderNumber"
          label={t('field.customerOrderNumber')}
          placeholder={t('filter.listPlaceholder')}
        />
      </Col>
      {!masked && (
        <>
          <Col {...cell}>
            <Form.Item {...field('agentName')}>
              <Input allowClear placeholder={t('filter.prefix')} maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item {...field('agentCode')}>
              <Input allowClear maxLength={50} />
            </Form.Item>
          </Col>
        </>
      )}
      <Col {...cell}>
        <Form.Item name="name" label={t('field.owner')}>
          <Input allowClear placeholder={t('filter.prefix')} maxLength={50} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="nameList" label={t('filter.nameList')}>
          <ManyOf
            loading={employees.isFetching}
            options={employees.data?.map((e) => ({ value: e.name, label: `${e.name} (${e.username})` }))}
          />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="trackingStatusName" label={t('filter.trackingStatusName')}>
          <Input allowClear placeholder={t('filter.trackingStatusNamePlaceholder')} maxLength={50} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="countryNameCn" label={t('field.country')}>
          <CountryCodePicker />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item name="signedDate" label={t('filter.signedDate')} tooltip={t('filter.signedDateHint')}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="order-filters"
      initialValues={toForm(values)}
      // The filters have no rules: 查询 (or Enter in a box, Ctrl+Enter in a number box) searches at once, not through
      // antd's submit, which validates every field first (a few promise rounds, on a slow PC some 20 ms before the rows
      // are asked for).
      onSubmitCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        search();
      }}
      autoComplete="off"
    >
      <Row gutter={16}>
        <Col {...cell}>
          <NumberList
            name="numbers"
            label={t('filter.numbers')}
            placeholder={t('filter.listPlaceholder')}
            tooltip={t('filter.numbersHint')}
          />
        </Col>
        {(expanded || !phone) && (
          <>
            <Col {...cell}>
              <Form.Item name="shortName" label={t('field.shortName')}>
                <CustomerFilter placeholder={t('filter.prefix')} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="statusName" label={t('field.statusName')}>
                <ManyOf
                  loading={numberStatuses.isPending}
                  options={numberStatuses.data?.map((s) => ({ value: s.statusName, label: s.statusName }))}
                />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="trackingStatus" label={t('field.trackingStatus')}>
                <ManyOf options={labels.mainOptions} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="entryDate" label={t('field.entryDate')}>
                <DatePicker.RangePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
        {expanded && more}
        <Col flex="auto" className="order-filter-actions">
          {/* Level with the fields' inputs, under an empty label; on a phone right under the last field. */}
          <Form.Item label={phone ? undefined : ' '} colon={false}>
            <Space wrap>
              <Form.Item name="problem" valuePropName="checked" noStyle>
                <Checkbox>{t('filter.problem')}</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('filter.search')}
              </Button>
              <Button
                onClick={() => {
                  // Typed but not searched, the URL does not change: the boxes clear themselves too.
                  form.setFieldsValue(toForm(emptyFilter));
                  onReset();
                }}
              >
                {t('filter.reset')}
              </Button>
              <Button
                type="link"
                onClick={() => onExpand(!expanded)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {expanded
                  ? t('filter.collapse')
                  : hidden > 0
                    ? t('filter.expandCount', { count: hidden })
                    : t('filter.expand')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
});
