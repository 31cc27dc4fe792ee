import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FunctionOutlined, PlusOutlined } from '@ant-design/icons';
import { P, type MenuRecord } from '@fwd/contract';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';
import { MAX_LEVEL } from './menuTree.ts';

interface Props {
  menu: MenuRecord;
  /** The program declares one of its permissions: the server refuses to delete it. */
  builtIn: boolean;
  /** Null at the top or bottom of its siblings. */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onAddChild: () => void;
  onFunctions: () => void;
  onDelete: () => void;
}

/** The picked menu's buttons, each shown by its permission code. Up and down are the keyboard's way to reorder. */
export function MenuActions({ menu, builtIn, onUp, onDown, onAddChild, onFunctions, onDelete }: Props) {
  const { t } = useTranslation('menus');
  const canEdit = useCan(P.menu.edit);
  const canAdd = useCan(P.menu.add);
  const canDelete = useCan(P.menu.delete);
  const undeletable = menu.childCount > 0 ? t('deleteChildrenFirst') : builtIn ? t('builtInMenu') : null;
  return (
    <Space wrap size={4}>
      {canEdit && (
        <>
          <Tooltip title={t('moveUp')}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('moveUp')}
              disabled={!onUp}
              onClick={onUp ?? undefined}
            />
          </Tooltip>
          <Tooltip title={t('moveDown')}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('moveDown')}
              disabled={!onDown}
              onClick={onDown ?? undefined}
            />
          </Tooltip>
        </>
      )}
      {canAdd && menu.submenuLevel < MAX_LEVEL && (
        <Button size="small" icon={<PlusOutlined />} onClick={onAddChild}>
          {t('addChild')}
        </Button>
      )}
      <Button size="small" icon={<FunctionOutlined />} onClick={onFunctions}>
        {t('functions')}
      </Button>
      {canDelete && (
        <Tooltip title={undeletable}>
          <Button size="small" danger icon={<DeleteOutlined />} disabled={undeletable !== null} onClick={onDelete}>
            {t('delete')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}
