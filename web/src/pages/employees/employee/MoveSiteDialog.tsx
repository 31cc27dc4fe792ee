import { useQuery } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { companiesQueries } from '../../../api/companies.ts';
import { employeesApi } from '../../../api/employees.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';

interface Values {
  siteId: number;
}

/** Moves the selected employees to one site. */
export function MoveSiteDialog({ ids, onDone, onClose }: { ids: number[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation(['employees', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sites = useQuery(companiesQueries.sites());
  const move = useAreaMutation('employees', ({ siteId }: Values) => employeesApi.moveToSite(siteId, ids));

  const submit = (values: Values) =>
    move.mutate(values, {
      onSuccess: () => {
        void message.success(t('move.done', { count: ids.length }));
        onDone();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormModal form={form} title={t('move.title')} pending={move.isPending} onClose={onClose}>
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="siteId"
          label={t('move.hint', { count: ids.length })}
          rules={[{ required: true, message: t('move.siteRequired') }]}
        >
          <Select
            placeholder={t('field.site')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={sites.isPending}
            options={sites.data?.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
