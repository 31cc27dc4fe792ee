import { stripCode, TARIFF_LINE_PATTERN, type TariffLineRow } from '@fwd/contract';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { tariffsApi } from '../../../api/toolbox/tariffs.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

interface Values {
  code: string;
  name: string;
  unit1: string;
  unit2: string | null;
  elements: string | null;
  rebateRate: string | null;
  supervision: string | null;
  remark: string | null;
  effectiveFrom: Dayjs;
  effectiveTo: Dayjs | null;
}

const valuesOf = (r: TariffLineRow): Values => ({
  code: r.code,
  name: r.name,
  unit1: r.unit1,
  unit2: r.unit2,
  elements: r.elements,
  rebateRate: r.rebateRate,
  supervision: r.supervision,
  remark: r.remark,
  effectiveFrom: dayjs(r.effectiveFrom),
  effectiveTo: r.effectiveTo ? dayjs(r.effectiveTo) : null,
});

const bodyOf = (v: Values) => ({
  code: v.code,
  name: v.name,
  unit1: v.unit1,
  unit2: v.unit2 || null,
  elements: v.elements || null,
  rebateRate: v.rebateRate?.trim() || null,
  supervision: v.supervision || null,
  remark: v.remark || null,
  effectiveFrom: v.effectiveFrom.format('YYYY-MM-DD'),
  effectiveTo: v.effectiveTo ? v.effectiveTo.format('YYYY-MM-DD') : null,
});

/** Adds or edits a national line; the server checks its subheading and names the field when it is not one. */
export function LineDialog({ line, onClose }: { line: TariffLineRow | null; onClose: () => void }) {
  const { t } = useTranslation(['toolbox', 'common']);
  const required = { required: true, whitespace: true, message: t('common:required') };
  const half = { xs: 24, sm: 12 };
  return (
    <RecordDialog<TariffLineRow, Values>
      area="toolbox"
      record={line}
      title={t(line ? 'tariffCode.line.edit' : 'tariffCode.line.add')}
      initialValues={{ effectiveFrom: dayjs().startOf('day') }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? tariffsApi.tariffLineUpdate(base.id, { ...bodyOf(values), version: base.version })
          : tariffsApi.tariffLineCreate(bodyOf(values))
      }
      done={t('tariffCode.line.saved')}
      onClose={onClose}
      width={720}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="code"
            label={t('tariffCode.line.code')}
            rules={[
              required,
              {
                pattern: TARIFF_LINE_PATTERN,
                transform: (v?: string | null) => v && stripCode(v),
                message: t('tariffCode.line.codePattern'),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={14} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="name" label={t('tariffCode.line.name')} rules={[required]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="unit1" label={t('tariffCode.line.unit1')} rules={[required]}>
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="unit2" label={t('tariffCode.line.unit2')}>
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="elements" label={t('tariffCode.line.elements')}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="rebateRate"
            label={t('tariffCode.line.rebateRate')}
            rules={[{ pattern: /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, message: t('tariffCode.line.ratePattern') }]}
          >
            <Input inputMode="decimal" maxLength={6} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="supervision"
            label={t('tariffCode.line.supervision')}
            rules={[{ pattern: /^[0-9A-Za-z]*$/, message: t('tariffCode.line.supervisionPattern') }]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="effectiveFrom"
            label={t('tariffCode.line.effectiveFrom')}
            rules={[{ required: true, message: t('common:required') }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="effectiveTo" label={t('tariffCode.line.effectiveTo')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('tariffCode.line.remark')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}
