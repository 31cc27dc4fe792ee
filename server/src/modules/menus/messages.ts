import { defineMessages } from '../../i18n/index.ts';

export const menuMessages = defineMessages({
  duplicate: {
    zh: '{value} 已被其他菜单使用',
    en: '{value} is already used by another menu',
    es: '{value} ya lo usa otro menú',
    ja: '{value} は既に他のメニューで使用されています',
  },
  tooDeep: {
    zh: '菜单最多三级：三级菜单不能再有子菜单',
    en: 'Menus have at most three levels: a level-3 menu cannot have children',
    es: 'Los menús tienen como máximo tres niveles: un menú de nivel 3 no puede tener hijos',
    ja: 'メニューは最大 3 階層です。第 3 階層のメニューには子メニューを追加できません',
  },
  cycle: {
    zh: '不能把菜单移到它自己或其下级菜单之下',
    en: 'A menu cannot move under itself or one of its own submenus',
    es: 'Un menú no puede moverse bajo sí mismo ni bajo uno de sus submenús',
    ja: 'メニューを自身またはその下位メニューの下に移動することはできません',
  },
  builtinMenu: {
    zh: '系统内置菜单不能删除，也不能修改菜单名称（程序按名称识别它）',
    en: 'A built-in menu cannot be deleted nor its menu name changed (the program finds it by that name)',
    es: 'Un menú integrado no se puede eliminar ni cambiar su nombre de menú (el programa lo identifica por él)',
    ja: '組み込みメニューは削除できず、メニュー名も変更できません（プログラムが名前で識別します）',
  },
  hasChildren: {
    zh: '该菜单下还有 {count} 个子菜单，请先删除或移走它们',
    en: 'The menu still has {count} submenu(s); delete or move them first',
    es: 'El menú aún tiene {count} submenú(s); elimínelos o muévalos primero',
    ja: 'このメニューにはまだ {count} 個のサブメニューがあります。先に削除または移動してください',
  },
  heldByRoles: {
    zh: '以下角色仍拥有其中的权限：{roles}。请先收回，或确认强制删除（同时收回这些权限）',
    en: 'These roles still hold its permissions: {roles}. Revoke them first, or force the delete (which revokes them)',
    es: 'Estos roles aún tienen sus permisos: {roles}. Revóquelos primero o fuerce la eliminación (que los revoca)',
    ja: '次のロールがまだその権限を持っています：{roles}。先に取り消すか、強制削除（権限も取り消されます）を指定してください',
  },
  reorderSet: {
    zh: '须按新顺序列出该父菜单下的全部子菜单，每个一次',
    en: 'List every child of the parent once, in the new order',
    es: 'Indique cada hijo del menú padre una vez, en el nuevo orden',
    ja: '親メニューのすべての子メニューを新しい順序で 1 回ずつ指定してください',
  },
  duplicateCode: {
    zh: '权限编码 {code} 已存在',
    en: 'The permission code {code} already exists',
    es: 'El código de permiso {code} ya existe',
    ja: '権限コード {code} は既に存在します',
  },
  oneView: {
    zh: '每个菜单只能有一个查看权限',
    en: 'A menu has only one view permission',
    es: 'Un menú solo tiene un permiso de visualización',
    ja: '各メニューの閲覧権限は 1 つだけです',
  },
  builtinPermission: {
    zh: '权限 {code} 由系统定义，不能删除',
    en: 'The permission {code} is defined by the system and cannot be deleted',
    es: 'El permiso {code} lo define el sistema y no se puede eliminar',
    ja: '権限 {code} はシステム定義のため削除できません',
  },
});

/** What refers to another record through the menus' tables, for the 40900 of a refused delete. */
export const menuReferrers = defineMessages({
  menus: { zh: '下级菜单', en: 'submenus', es: 'submenús', ja: '下位メニュー' },
});
