import type { Messages } from '../types.ts';

export default {
  toggleSidebar: 'Mostrar u ocultar el menú lateral',
  menu: 'Menú principal',
  breadcrumb: 'Ubicación',
  search: 'Buscar en el menú',
  searchPlaceholder: 'Buscar páginas',
  searchPlaceholderPinyin: 'Buscar páginas (admite pinyin)',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  fullscreenUnsupported: 'Su navegador no admite la pantalla completa',
  size: 'Tamaño',
  sizeLarge: 'Grande',
  sizeMedium: 'Mediano',
  sizeSmall: 'Pequeño',
  language: 'Idioma',
  errorLog: 'Registro de errores',
  profile: 'Perfil',
  changePassword: 'Cambiar contraseña',
  logout: 'Cerrar sesión',
} satisfies Messages['navbar'];
