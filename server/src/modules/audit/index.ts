import { defineArea } from '../../http/area.ts';

/** Who changed what: the audit rows every write leaves (no routes of its own). */
export default defineArea({
  name: 'audit',
  dependsOn: [],
});
