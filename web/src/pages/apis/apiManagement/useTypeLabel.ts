import { useTranslation } from 'react-i18next';
import type { ApiType } from '../../../api/apis.ts';

/**
 * A type's name to show: the routes declare types by an English key, which
 * reads as a translated name until staff rename the type.
 */
export function useTypeLabel(): (type: Pick<ApiType, 'name' | 'key'>) => string {
  const { t } = useTranslation('apis');
  const names = t('typeNames', { returnObjects: true }) as Record<string, string>;
  return (type) => (type.name === type.key ? (names[type.key] ?? type.name) : type.name);
}
