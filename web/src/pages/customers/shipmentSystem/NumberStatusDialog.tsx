import type { NumberStatusRow } from '@fwd/contract';
import { Col, ColorPicker, Form, Input, Row } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { statusesApi } from '../../../api/statuses.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

const NAMES = ['nameZh', 'nameEn', 'nameEs', 'nameJa'] as const;
type Values = Pick<NumberStatusRow, (typeof NAMES)[number] | 'color'>;

const valuesOf = (row: NumberStatusRow): Values => ({
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  nameEs: row.nameEs,
  nameJa: row.nameJa,
  color: row.color,
});

/** A number status's names in the four languages (only the Chinese one required) and its colour; a new one is enabled. */
export function NumberStatusDialog({ status, onClose }: { status: NumberStatusRow | null; onClose: () => void }) {
  const { t } = useTranslation(['statuses', 'common']);
  return (
    <RecordDialog<NumberStatusRow, Values>
      area="statuses"
      record={status}
      title={t(status ? 'editTitle' : 'addTitle')}
      initialValues={{ nameZh: '', nameEn: '', nameEs: '', nameJa: '', color: '#1677ff' }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? statusesApi.numberUpdate(base.id, { ...values, enabled: base.enabled, version: base.version })
          : statusesApi.numberCreate({ ...values, enabled: true })
      }
      done={t('common:saved')}
      onClose={onClose}
      width={560}
    >
      <Row gutter={16}>
        {NAMES.map((name) => (
          <Col xs={24} sm={12} key={name}>
            <Form.Item
              name={name}
              label={t(`common:language.${name}`)}
              rules={name === 'nameZh' ? [{ required: true, whitespace: true, message: t('common:required') }] : []}
              extra={name === 'nameZh' ? undefined : t('translation')}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="color" label={t('color')} getValueFromEvent={(color: Color) => color.toHexString()}>
            <ColorPicker disabledAlpha showText />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}
