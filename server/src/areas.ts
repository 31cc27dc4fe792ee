import fs from 'node:fs';
import { inDependencyOrder, type Area } from './http/area.ts';

const modules = new URL('./modules/', import.meta.url);
const folders = fs
  .readdirSync(modules, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Each folder of modules/ is an area, declared by its index.ts under the folder's name. */
const declared = await Promise.all(
  folders.map(async (folder) => {
    const area = ((await import(`./modules/${folder}/index.ts`)) as { default: Area }).default;
    if (area.name !== folder)
      throw new Error(`modules/${folder}/index.ts declares the area ${area.name}: an area is named as its folder`);
    return area;
  }),
);

/**
 * The console's areas, each after the areas it depends on (`dependsOn` in its index.ts). Start-up registers them in
 * this order and syncs their reference data in it.
 */
export const areas: Area[] = inDependencyOrder(declared);

/** Every area's screens, for the menu tree. */
export const pages = areas.flatMap((a) => a.pages ?? []);
