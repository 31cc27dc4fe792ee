import { useQueryClient } from '@tanstack/react-query';
import { apisQueries } from '../../../api/apis.ts';
import { session } from '../../../shell/stores/session.ts';

export const menuKeys = {
  all: ['menus'] as const,
  functions: (menuId: number) => ['menus', menuId, 'functions'] as const,
};

/**
 * After a change to menus or their permissions: this page's records, the API
 * registry's bindings, and the user's own sidebar (menu edits do not change
 * the role's permission version, so the header would not tell).
 */
export function useMenusChanged(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: menuKeys.all });
    void client.invalidateQueries({ queryKey: apisQueries.types().queryKey });
    void session.refresh();
  };
}
