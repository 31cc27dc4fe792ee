import { P, type CompanySettings } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { systemApi, systemQueries } from '../../../api/system.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SettingsForm } from '../../../components/SettingsForm.tsx';
import { useRecordForm } from '../../../components/useRecordForm.ts';
import { LANGUAGES, languageNames } from '../../../i18n/languages.ts';

type Values = Omit<CompanySettings, 'version'>;

const valuesOf = ({ version: _version, ...values }: CompanySettings): Values => values;

function GeneralSettingsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation(['system', 'common']);
  const canEdit = useCan(P.setting.edit);
  const edit = useRecordForm<CompanySettings, Values>({
    area: 'system',
    record: settings,
    valuesOf,
    save: (values, base) => systemApi.saveSettings({ ...values, version: (base ?? settings).version }),
    done: t('general.saved'),
  });
  return (
    <SettingsForm edit={edit} canEdit={canEdit} readOnly={t('general.readOnly')} maxWidth={520}>
      <Form.Item
        name="companyName"
        label={t('general.companyName')}
        extra={t('general.companyNameHint')}
        rules={[
          { required: true, whitespace: true, message: t('general.companyNameRequired') },
          { max: 100, message: t('general.companyNameMax') },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="language" label={t('general.language')} extra={t('general.languageHint')}>
        <Select options={LANGUAGES.map((value) => ({ value, label: languageNames[value] }))} />
      </Form.Item>
    </SettingsForm>
  );
}

/**
 * 系统设置 → 基本设置: the company's name, which heads what customers are sent (a statement's Excel, the
 * public tracking page), and the language the company writes to groups in. setting:edit saves them, against
 * the version they were loaded at.
 */
export default function GeneralSettingsPage() {
  const settings = useQuery(systemQueries.settings());
  return (
    <Card size="small">
      <QueryState query={settings}>{settings.data && <GeneralSettingsForm settings={settings.data} />}</QueryState>
    </Card>
  );
}
