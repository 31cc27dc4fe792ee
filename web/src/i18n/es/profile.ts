import type { Messages } from '../types.ts';

export default {
  title: 'Perfil',
  about: 'Sobre mí',
  edit: 'Editar perfil',
  username: 'Usuario',
  role: 'Rol',
  name: 'Nombre',
  nameRequired: 'Introduzca su nombre',
  introduction: 'Presentación',
  avatar: 'Avatar',
  saved: 'Se ha guardado su perfil',
} satisfies Messages['profile'];
