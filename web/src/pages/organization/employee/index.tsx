import { EMPLOYEE_PAGE_SIZE } from '@fwd/contract';
import { Card, Empty, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveInt, useUrlQuery } from '../../../components/useUrlQuery.ts';
import { useCompanies } from '../queries.ts';
import { ALL_COMPANIES, CompanyList, type CompanySelection } from './CompanyList.tsx';
import { EmployeePanel } from './EmployeePanel.tsx';
import './employee.css';

/** 员工管理: companies on the left, the selected company's employees on the right; the view lives in the URL query. */
export default function EmployeePage() {
  const { t } = useTranslation('organization');
  const query = useUrlQuery(EMPLOYEE_PAGE_SIZE);
  const { params, update } = query;
  const companies = useCompanies();
  // 'all' lists every employee, those without a company too (the first administrator has none).
  const all = params.get('company') === ALL_COMPANIES;
  const companyId = all ? null : positiveInt(params.get('company'), 0) || null;
  const company = companies.data?.find((c) => c.id === companyId);

  // Another company starts from its first page and without the search.
  const select = useCallback((id: CompanySelection) => update({ company: id, page: null, keyword: null }), [update]);

  return (
    <div className="org-employee-page">
      <CompanyList selected={all ? ALL_COMPANIES : companyId} onSelect={select} />
      {all || company ? (
        // Keyed by company: the row selection belongs to one company.
        <EmployeePanel
          key={company?.id ?? ALL_COMPANIES}
          companyId={company?.id ?? null}
          companyName={company?.companyName ?? t('company.all')}
          query={query}
        />
      ) : (
        <Card size="small" className="org-employees">
          {companies.isPending ? <Skeleton active /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={companies.data?.length === 0 ? t('employee.noCompany') : t('loadFailed')} />}
        </Card>
      )}
    </div>
  );
}
