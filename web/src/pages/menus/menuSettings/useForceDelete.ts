import { Code } from '@fwd/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';

/**
 * Deleting a menu or a function permission: confirm, try, and when the server
 * refuses with a conflict (roles still hold the permissions) show its reason
 * and offer the forced delete, which revokes them from those roles first; the
 * user has to confirm that separately. Resolves whether it was deleted.
 */
export function useForceDelete(): (title: string, remove: (force: boolean) => Promise<unknown>) => Promise<boolean> {
  const { t } = useTranslation(['menus', 'common']);
  const { modal, message } = App.useApp();
  const fail = (error: unknown) => void message.error(error instanceof Error ? error.message : String(error), 5);

  return async (title, remove) => {
    const sure = await modal.confirm({
      title,
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
    });
    if (!sure) return false;
    try {
      await remove(false);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === Code.CONFLICT)) {
        fail(error);
        return false;
      }
      const force = await modal.confirm({
        title: t('forceTitle'),
        content: error.message,
        okText: t('forceDelete'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
      });
      if (!force) return false;
      try {
        await remove(true);
        return true;
      } catch (again) {
        fail(again);
        return false;
      }
    }
  };
}
