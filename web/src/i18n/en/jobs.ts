import type { Messages } from '../types.ts';

export default {
  kind: {
    orderSync: 'Order sync',
    trackingRefresh: 'Tracking refresh',
    trackingReconcile: 'Tracking reconciliation',
  },
  state: {
    queued: 'Queued',
    running: 'Running',
    done: 'Done',
    failed: 'Failed',
  },
  trigger: {
    manual: 'Manual',
    schedule: 'Scheduled',
  },
  count: {
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Unchanged',
    failed: 'Failed',
    tracked: 'Tracked',
    delivered: 'Delivered',
    rejected: 'Rejected',
  },
  progress: 'Progress',
  counts: 'Results',
  waiting: 'Waiting to start…',
  counting: '{{done}} done so far',
  background: 'The job runs in the background: closing this window does not stop it. Its run is kept in Sync & tracking.',
  finished: 'finished {{time}}',
  errors_one: '{{count}} error',
  errors_other: '{{count}} errors',
  errorsKept: 'Only the first {{kept}} errors are kept; {{count}} failed in all',
  noErrors: 'No errors',
  ref: 'Item',
  reason: 'Reason',
  whole: 'The whole job',
  close: 'Close',
} satisfies Messages['jobs'];
