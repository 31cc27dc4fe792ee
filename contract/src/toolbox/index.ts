import { tariffs } from './tariffs.ts';
import { brands } from './brands.ts';
import { addresses } from './addresses.ts';

export * from './tariffs.ts';
export * from './brands.ts';
export * from './addresses.ts';

/**
 * 工具箱: the questions staff ask many times a day. One area, one file per
 * tool: 海关编码 (tariffs), 品牌查询 (brands), 地址类型 (addresses). The
 * fourth screen, 偏远地区, is served by quotes (remote-areas.ts): it answers
 * from the quote book.
 */
export const toolbox = { ...tariffs, ...brands, ...addresses };
