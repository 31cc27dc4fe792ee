import type { Language } from './languages.ts';
import type { Messages } from './types.ts';

/** What the login page, the console's skeleton and a session load say. */
export type StartMessages = Pick<Messages, 'common' | 'login' | 'navbar' | 'request' | 'route' | 'session'>;

// Small (about 2.5 KB a language), so they ship with the app in every language:
// the first page renders without waiting for a language file.
const files = import.meta.glob<StartMessages[keyof StartMessages]>(
  ['./*/common.ts', './*/login.ts', './*/navbar.ts', './*/request.ts', './*/route.ts', './*/session.ts'],
  { eager: true, import: 'default' },
);

export const startMessages = {} as Record<Language, StartMessages>;
for (const [file, messages] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/(\w+)\/(\w+)\.ts$/.exec(file)!;
  startMessages[language as Language] = { ...startMessages[language as Language], [namespace!]: messages };
}
