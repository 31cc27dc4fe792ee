import { channels, customers, employees, statuses, type ResponseOf } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
        <ChannelPicker
          mode="multiple"
          value={[4, 5]}
          current={[
            { value: 4, label: '美国快递 (US-EXP)' },
            { value: 5, label: '停用渠道 (OLD)' },
          ]}
        />
        <EmployeePicker value={10} current={{ value: 10, label: '杨丽 (yangli)' }} />
        <StatusPicker kind="number" value={2} current={{ value: 2, label: '已发货' }} />
      </>,
    );
    for (const name of ['鑫达电商', '美国快递 (US-EXP)', '停用渠道 (OLD)', '杨丽 (yangli)', '已发货'])
      expect(await screen.findByText(name)).toBeInTheDocument();
    for (const id of ['11', '4', '5', '10', '2']) expect(screen.queryByText(id)).toBeNull();
  });

  it('take the first option holding what was typed when Enter comes before the list does', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi(
      on(channels.methods, async (): Promise<ResponseOf<typeof channels.methods>> => {
        await answered;
        return [
          { id: 4, name: '美国快递', code: 'US-EXP', mode: 'express', incoterm: 'DDP' },
          { id: 6, name: '英国专线', code: 'UK-LINE', mode: 'express', incoterm: 'DDP' },
        ];
      }),
    );
    const onChange = vi.fn();
    renderPage(<ChannelPicker mode="multiple" value={[4]} onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox'));
    await user.keyboard('uk-{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([4, 6], expect.anything()));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
