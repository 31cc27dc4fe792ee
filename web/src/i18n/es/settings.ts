import type { Messages } from '../types.ts';

export default {
  title: 'Ajustes de diseño',
  open: 'Abrir ajustes de diseño',
  themeColor: 'Color del tema',
  tagsView: 'Mostrar pestañas',
  fixedHeader: 'Cabecera fija',
  sidebarLogo: 'Logotipo en el menú lateral',
  pinyinSearch: 'Pinyin en la búsqueda del menú',
  darkMode: 'Modo oscuro',
  restoreDefaults: 'Restaurar valores predeterminados',
} satisfies Messages['settings'];
