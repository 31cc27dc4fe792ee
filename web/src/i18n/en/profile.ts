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
  saved: 'Your profile has been saved',
} satisfies Messages['profile'];
