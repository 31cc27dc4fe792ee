import { tariffs } from './tariffs.ts';
import { brands } from './brands.ts';
import { addresses } from './addresses.ts';
import { remoteAreas } from './remote.ts';

export * from './tariffs.ts';
export * from './brands.ts';
export * from './addresses.ts';
export * from './remote.ts';

/**
 * 工具箱: the four questions staff ask many times a day. One area, one file
 * per tool: 海关编码 (tariffs), 品牌查询 (brands), 地址类型 (addresses) and
 * 偏远地区 (remoteAreas, over the remote-area lists surcharges keeps).
 */
export const toolbox = { ...tariffs, ...brands, ...addresses, ...remoteAreas };
