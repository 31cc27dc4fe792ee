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
  changeAvatar: 'Cambiar avatar',
  avatarHint: 'PNG, JPEG o WebP, como máximo 2 MB',
  avatarType: 'El avatar debe ser una imagen PNG, JPEG o WebP',
  avatarSize: 'El avatar no puede superar los 2 MB',
  saved: 'Se ha guardado su perfil',
} satisfies Messages['profile'];
