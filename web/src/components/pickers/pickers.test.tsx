import { channels, customers, employees, statuses } from '@fwd/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ChannelPicker, CustomerPicker, EmployeePicker, StatusPicker } from './pickers.tsx';

// antd selects render slowly in jsdom.
describe('pickers', { timeout: 20_000 }, () => {
  it('show the record’s current values by name when the caller’s options lack them', async () => {
    mockApi(
      on(customers.options, [{ id: 3, shortName: '深圳优品', fullName: '深圳优品贸易', ownerUserId: 10 }]),
      on(channels.methods, []),
      on(employees.pick, []),
      on(statuses.numberOptions, []),
    );
    renderPage(
      <>
        <CustomerPicker value={11} current={{ value: 11, label: '鑫达电商' }} />
        <ChannelPicker mode="multiple" value={[4, 5]} current={[{ value: 4, label: '美国快递 (US-EXP)' }, { value: 5, label: '停用渠道 (OLD)' }]} />
        <EmployeePicker value={10} current={{ value: 10, label: '杨丽 (yangli)' }} />
        <StatusPicker kind="number" value={2} current={{ value: 2, label: '已发货' }} />
      </>,
    );
    for (const name of ['鑫达电商', '美国快递 (US-EXP)', '停用渠道 (OLD)', '杨丽 (yangli)', '已发货']) expect(await screen.findByText(name)).toBeInTheDocument();
    for (const id of ['11', '4', '5', '10', '2']) expect(screen.queryByText(id)).toBeNull();
  });
});
