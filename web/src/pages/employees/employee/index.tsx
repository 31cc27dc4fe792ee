import { EMPLOYEE_PAGE_SIZE } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQueries } from '../../../api/companies.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { positiveInt, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { ALL_COMPANIES, CompanyList, type CompanySelection } from './CompanyList.tsx';
import { EmployeePanel } from './EmployeePanel.tsx';
import './employee.css';

/** 员工管理: companies on the left, the selected company's employees on the right; the view lives in the URL query. */
export default function EmployeePage() {
  const { t } = useTranslation(['employees', 'companies']);
  const { params, update } = useUrlQuery(EMPLOYEE_PAGE_SIZE);
  const companies = useQuery(companiesQueries.list());
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
          companyName={company?.companyName ?? t('companies:all')}
        />
      ) : (
        <Card size="small" className="org-employees">
          <QueryState query={companies} empty={companies.data?.length === 0} emptyText={t('employee.noCompany')}>
            {null}
          </QueryState>
        </Card>
      )}
    </div>
  );
}
