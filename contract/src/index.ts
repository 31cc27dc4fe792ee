export * from './codes.ts';
export * from './envelope.ts';
export * from './endpoint.ts';
export * from './permissions.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './menus.ts';
export * from './system.ts';
