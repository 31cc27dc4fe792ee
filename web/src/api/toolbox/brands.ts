/** Requests and queries of the toolbox's brands tool. */
export const brandsApi = {};
export const brandsQueries = {};
