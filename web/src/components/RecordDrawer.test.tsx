import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import { RecordDrawer } from './RecordDrawer.tsx';

interface Row {
  name: string;
  version: number;
}

const props = (onClose: () => void) => ({
  area: 'customers' as const,
  record: { name: '深圳优品', version: 1 },
  title: '编辑',
  valuesOf: (row: Row) => ({ name: row.name }),
  save: () => Promise.resolve(null),
  done: '已保存',
  initialValues: {},
  onClose,
  children: (
    <Form.Item name="name" label="名称">
      <Input />
    </Form.Item>
  ),
});

/** The confirmation, by its title. */
const asked = async () =>
  (await screen.findAllByText('放弃未保存的修改？')).at(-1)!.closest<HTMLElement>('.ant-modal')!;

// A drawer and a dialog with a form inside: seconds on a busy machine.
describe.each([
  ['RecordDrawer', RecordDrawer],
  ['RecordDialog', RecordDialog],
] as const)('%s', { timeout: 20_000 }, (_, Editor) => {
  it('closes at once when nothing was changed', async () => {
    const onClose = vi.fn();
    renderPage(<Editor<Row, { name: string }> {...props(onClose)} />);
    await userEvent.click(await screen.findByRole('button', { name: /取\s?消/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before dropping changes: 继续编辑 keeps them, 放弃修改 closes', async () => {
    const onClose = vi.fn();
    renderPage(<Editor<Row, { name: string }> {...props(onClose)} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('名称'), '贸易');
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    const confirm = await asked();
    await user.click(within(confirm).getByRole('button', { name: '继续编辑' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('名称')).toHaveValue('深圳优品贸易');
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    await user.click(within(await asked()).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
