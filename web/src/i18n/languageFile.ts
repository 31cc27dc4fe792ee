import type { LanguageFile } from './types.ts';

/**
 * A language's file from its folder's namespace files, as <lang>/index.ts gathers them with import.meta.glob:
 * `./orders.ts` is the namespace `orders`, `./toolbox/index.ts` the namespace `toolbox` (a folder, one file per
 * screen). tsc holds each file to the Chinese shape (`satisfies Messages[...]`), index.test.ts the namespaces to
 * Chinese's.
 */
export const languageFile = (files: Record<string, unknown>): LanguageFile =>
  Object.fromEntries(
    Object.entries(files).map(([file, messages]) => [/^\.\/(\w+)(?:\/index)?\.ts$/.exec(file)![1], messages]),
  ) as LanguageFile;
