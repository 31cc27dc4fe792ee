import { BellOutlined } from '@ant-design/icons';
import { P, type AlertRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertsApi, alertsQueries } from '../../api/alerts.ts';
import { useAreaMutation } from '../../api/areas.ts';
import { useCan } from '../../components/Can.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { relativeTime } from '../../utils/time.ts';
import { orderLink } from '../router/appRoute.ts';
import { useShellLocation } from '../router/shellLocation.tsx';

/** The run log: 同步与追踪's jobs tab. */
const RUN_LOG_PATH = '/syncAndTracking?tab=jobs';

/** The bell: for users who read alerts (alert:view, alert:watch), their unread count, opening their list. */
export function AlertBell() {
  const reads = useCan(P.alert.view);
  const watches = useCan(P.alert.watch);
  return reads || watches ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  const count = useQuery(alertsQueries.unread()).data?.count ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      rootClassName="alert-popover"
      destroyOnHidden
      content={<AlertPanel count={count} onDone={() => setOpen(false)} />}
    >
      <Badge count={count} size="small" offset={[-4, 4]} overflowCount={99}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count ? `${t('bell')} (${t('unread', { count })})` : t('bell')}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Badge>
    </Popover>
  );
}

/** The list: newest first; following one marks it read and opens its orders (or the run log). */
function AlertPanel({ count, onDone }: { count: number; onDone: () => void }) {
  const { t } = useTranslation('alerts');
  const list = useQuery(alertsQueries.list());
  const read = useAreaMutation('alerts', alertsApi.read);
  const readAll = useAreaMutation('alerts', alertsApi.readAll);
  const seesRunLog = useCan(P.logistics.view);
  const { navigate } = useShellLocation();
  const target = (a: AlertRow) =>
    a.numbers.length
      ? orderLink({ tab: 'all', numbers: a.numbers.join(',') })
      : a.jobId && seesRunLog
        ? RUN_LOG_PATH
        : null;
  const follow = (a: AlertRow) => {
    if (!a.read) read.mutate([a.id]);
    const to = target(a);
    if (to) {
      navigate(to);
      onDone();
    }
  };
  const records = list.data?.records ?? [];
  return (
    <div className="alert-panel" role="dialog" aria-label={t('title')}>
      <div className="alert-panel-head">
        <strong>{t('title')}</strong>
        {count > 0 && <span className="alert-panel-count">{t('unread', { count })}</span>}
        <Button
          size="small"
          type="link"
          disabled={count === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          {t('readAll')}
        </Button>
      </div>
      <QueryState query={list} empty={records.length === 0} emptyText={t('empty')}>
        <ul className="alert-list">
          {records.map((a) => {
            const to = target(a);
            return (
              <li key={a.id}>
                <button
                  type="button"
                  className={a.read ? 'alert-item' : 'alert-item alert-item-unread'}
                  onClick={() => follow(a)}
                >
                  <span className={`alert-kind alert-kind-${a.kind}`} aria-hidden />
                  <span className="alert-body">
                    <span className="alert-title">{a.title}</span>
                    <span className="alert-text">{a.text}</span>
                    <span className="alert-meta">
                      {relativeTime(a.createdAt)}
                      {to && (
                        <span className="alert-open">
                          {a.numbers.length ? t('openOrders', { count: a.numbers.length }) : t('runLog')}
                        </span>
                      )}
                      {!to && !a.read && <span className="alert-open">{t('markRead')}</span>}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </div>
  );
}
