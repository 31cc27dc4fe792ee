import type { Messages } from '../types.ts';

export default {
  verificationFailed: 'La verificación ha fallado, inicie sesión de nuevo.',
  rolesRequired: 'getInfo: los roles deben ser una lista no vacía.',
  loadFailed: 'No se pudo cargar su cuenta: {{reason}}',
} satisfies Messages['session'];
