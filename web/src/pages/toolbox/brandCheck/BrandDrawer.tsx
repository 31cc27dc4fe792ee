import { BRAND_CATEGORIES, BRAND_RISKS, type BrandCategory, type BrandRisk, type BrandRow } from '@fwd/contract';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandsApi } from '../../../api/toolbox/brands.ts';
import { blankToNull } from '../../../components/formRules.ts';
import { ChannelPicker } from '../../../components/pickers/pickers.tsx';
import { RecordDrawer } from '../../../components/RecordDrawer.tsx';

/** The brand's own names: a 40000 marks its fields by them. */
interface Values {
  name: string;
  aliases: string[];
  category: BrandCategory;
  riskLevel: BrandRisk;
  channelIds: number[];
  wholeWord: boolean;
  remark: string | null;
  enabled: boolean;
}

const valuesOf = ({ id: _id, version: _version, channels, ...rest }: BrandRow): Values => ({
  ...rest,
  channelIds: channels.map((c) => c.id),
});
const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  aliases: (v.aliases ?? []).map((a) => a.trim()).filter(Boolean),
  category: v.category,
  riskLevel: v.riskLevel,
  channelIds: v.channelIds ?? [],
  wholeWord: v.wholeWord,
  remark: blankToNull(v.remark),
  enabled: v.enabled,
});
const half = { xs: 24, sm: 12 } as const;

/** Creates or edits a brand in a drawer. */
export function BrandDrawer({ brand, onClose }: { brand: BrandRow | null; onClose: () => void }) {
  const { t } = useTranslation('toolbox');
  const required = { required: true, message: t('brandCheck.brand.required') };
  const label = (key: keyof Values | 'channels') =>
    t(`brandCheck.brand.field.${key === 'channelIds' ? 'channels' : key}`);
  return (
    <RecordDrawer<BrandRow, Values>
      area="toolbox"
      record={brand}
      title={t(brand ? 'brandCheck.brand.edit' : 'brandCheck.brand.add')}
      initialValues={{
        aliases: [],
        category: 'infringing',
        riskLevel: 'high',
        channelIds: [],
        wholeWord: false,
        enabled: true,
      }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? brandsApi.brandUpdate(base.id, { ...bodyOf(values), version: base.version })
          : brandsApi.brandCreate(bodyOf(values))
      }
      done={t('brandCheck.brand.saved')}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label={label('name')} rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="enabled" label={label('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="aliases" label={label('aliases')} extra={t('brandCheck.brand.aliasesHint')}>
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，', ';', '；', '、']} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="category" label={label('category')} rules={[required]}>
            <Select options={BRAND_CATEGORIES.map((c) => ({ value: c, label: t(`brandCheck.category.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="riskLevel" label={label('riskLevel')} rules={[required]}>
            <Select options={BRAND_RISKS.map((r) => ({ value: r, label: t(`brandCheck.risk.${r}`) }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="channelIds" label={label('channels')}>
            <ChannelPicker mode="multiple" placeholder={t('brandCheck.noChannel')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="wholeWord"
            label={label('wholeWord')}
            valuePropName="checked"
            extra={t('brandCheck.brand.wholeWordHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={label('remark')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
    </RecordDrawer>
  );
}
