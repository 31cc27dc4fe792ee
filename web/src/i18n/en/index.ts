import { languageFile } from '../languageFile.ts';

/** Every namespace of this folder but the home page's `dashboard`, which comes with its page (types.ts). */
export default languageFile(
  import.meta.glob(['./*.ts', './toolbox/index.ts', '!./index.ts', '!./dashboard.ts'], {
    eager: true,
    import: 'default',
  }),
);
