import { P } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../components/Can.tsx';
import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { ApiTypesPanel } from './ApiTypesPanel.tsx';

/** API管理: the route registry by type (with the permissions that open each API), and the outside services' keys. */
export default function ApiManagementPage() {
  const { t } = useTranslation('apis');
  const canSeeKeys = useCan(P.apikey.view);
  const [params, setParams] = useSearchParams();
  const tab = canSeeKeys && params.get('tab') === 'keys' ? 'keys' : 'apis';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams((p) => ({ ...Object.fromEntries(p), tab: key }), { replace: true })}
        destroyOnHidden
        items={[
          { key: 'apis', label: t('tabApis'), children: <ApiTypesPanel /> },
          ...(canSeeKeys ? [{ key: 'keys', label: t('tabKeys'), children: <ApiKeysPanel /> }] : []),
        ]}
      />
    </Card>
  );
}
