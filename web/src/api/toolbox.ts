import { addressesApi, addressesQueries } from './toolbox/addresses.ts';
import { brandsApi, brandsQueries } from './toolbox/brands.ts';
import { tariffsApi, tariffsQueries } from './toolbox/tariffs.ts';

/** 工具箱: each tool's requests and queries in api/toolbox/<tool>.ts, gathered as the area's. */
export const toolboxApi = { ...tariffsApi, ...brandsApi, ...addressesApi };
export const toolboxQueries = { ...tariffsQueries, ...brandsQueries, ...addressesQueries };
