import { Col, DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { DAY_FORMAT } from '../../../utils/day.ts';

export const cell = { xs: 24, sm: 12, lg: 6 } as const;

/** The country, weight and day a query and a batch share. */
export function PlaceFields() {
  const { t } = useTranslation('toolbox');
  return (
    <>
      <Col {...cell}>
        <Form.Item
          name="country"
          label={t('remoteArea.country')}
          rules={[{ required: true, message: t('remoteArea.required') }]}
        >
          <CountryCodePicker />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item
          name="weight"
          label={t('remoteArea.weight')}
          rules={[{ required: true, message: t('remoteArea.required') }]}
        >
          <InputNumber stringMode min="0.001" max="999999" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...cell}>
        <Form.Item
          name="date"
          label={t('remoteArea.date')}
          getValueProps={(day?: string) => ({ value: day ? dayjs(day) : null })}
          normalize={(day: Dayjs | null) => day?.format(DAY_FORMAT)}
        >
          <DatePicker placeholder={t('remoteArea.datePlaceholder')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}

export interface PlaceValues {
  country?: string;
  weight?: string;
  date?: string;
}
