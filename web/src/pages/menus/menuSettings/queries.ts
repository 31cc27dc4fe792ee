import { useQueryClient } from '@tanstack/react-query';
import { invalidateArea } from '../../../api/areas.ts';
import { session } from '../../../stores/session.ts';

/**
 * After a change to menus or their permissions: the menus area and those that
 * show it (roles' permission trees, the registry's bindings), leaving alone
 * what asks about the menus just deleted; and the user's own sidebar (menu
 * edits do not change the role's permission version, so the header would not tell).
 */
export function useMenusChanged(): (deleted?: readonly number[]) => void {
  const client = useQueryClient();
  return (deleted = []) => {
    void invalidateArea(client, 'menus', deleted);
    void session.refresh();
  };
}
