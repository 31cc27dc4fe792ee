import { useQuery } from '@tanstack/react-query';
import { agentsQueries } from '../../api/agents.ts';
import { channelsQueries } from '../../api/channels.ts';
import { customersQueries } from '../../api/customers.ts';
import { employeesQueries } from '../../api/employees.ts';
import { statusesQueries } from '../../api/statuses.ts';
import { OptionSelect, type PickerProps } from './OptionSelect.tsx';

/*
 * Pickers of the records orders and their filters name. Each loads its area's
 * option list once (cached under the area's key, reloaded by the area's
 * changes) and filters it as the user types; the country picker, which
 * searches pinyin on the server, is CountryPicker.
 */

/** Enabled customers the user's data scope reaches, by short name (full name beside it). */
export function CustomerPicker(props: PickerProps) {
  const query = useQuery(customersQueries.options());
  return (
    <OptionSelect
      {...props}
      query={query}
      options={query.data?.map((c) => ({ value: c.id, label: `${c.shortName} · ${c.fullName}` }))}
    />
  );
}

/** Enabled agents by name and code (`****` both for a role that may not see agents). */
export function AgentPicker(props: PickerProps) {
  const query = useQuery(agentsQueries.options());
  return (
    <OptionSelect
      {...props}
      query={query}
      options={query.data?.map((a) => ({ value: a.id, label: `${a.agentName} (${a.agentCode})` }))}
    />
  );
}

/** Enabled channels by name and code. */
export function ChannelPicker(props: PickerProps) {
  const query = useQuery(channelsQueries.methods());
  return (
    <OptionSelect
      {...props}
      query={query}
      options={query.data?.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
    />
  );
}

/** Active employees by name and username. */
export function EmployeePicker(props: PickerProps) {
  const query = useQuery(employeesQueries.pick());
  return (
    <OptionSelect
      {...props}
      query={query}
      options={query.data?.map((e) => ({ value: e.id, label: `${e.name} (${e.username})` }))}
    />
  );
}

/** Enabled number statuses in their order, or the tracking statuses named in the user's language. */
export function StatusPicker({ kind, ...props }: PickerProps & { kind: 'number' | 'tracking' }) {
  const numbers = useQuery({ ...statusesQueries.numberOptions(), enabled: kind === 'number' });
  const tracking = useQuery({ ...statusesQueries.trackingOptions(), enabled: kind === 'tracking' });
  return kind === 'number' ? (
    <OptionSelect
      {...props}
      query={numbers}
      options={numbers.data?.map((s) => ({ value: s.id, label: s.statusName }))}
    />
  ) : (
    <OptionSelect
      {...props}
      query={tracking}
      options={tracking.data?.map((s) => ({ value: s.id, label: s.trackingStatus }))}
    />
  );
}
