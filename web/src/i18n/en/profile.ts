import type { Messages } from '../types.ts';

export default {
  title: 'Profile',
  about: 'About me',
  edit: 'Edit profile',
  username: 'Username',
  role: 'Role',
  name: 'Name',
  nameRequired: 'Please enter your name',
  introduction: 'Introduction',
  avatar: 'Avatar',
  changeAvatar: 'Change avatar',
  avatarHint: 'PNG, JPEG or WebP, at most 2 MB',
  avatarType: 'The avatar must be a PNG, JPEG or WebP image',
  avatarSize: 'The avatar must not be larger than 2 MB',
  saved: 'Your profile has been saved',
} satisfies Messages['profile'];
