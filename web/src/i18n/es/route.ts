import type { Messages } from '../types.ts';

export default {
  HomeDashboard: 'Inicio',
  Profile: 'Perfil',
  ChangePassword: 'Cambiar contraseña',
  ErrorLog: 'Registro de errores',
  Organization: 'Organización',
  Employee: 'Empleados',
  AccountRecycle: 'Papelera de cuentas',
  System: 'Ajustes del sistema',
  Permission: 'Permisos',
  RolePermission: 'Permisos de roles',
  ApiManagement: 'Gestión de API',
  MenuSettings: 'Configuración de menús',
  Login: 'Iniciar sesión',
  NotFound: 'Página no encontrada',
  Unauthorized: 'Sin permiso',
} satisfies Messages['route'];
