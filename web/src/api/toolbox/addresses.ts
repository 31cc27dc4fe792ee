/** Requests and queries of the toolbox's addresses tool. */
export const addressesApi = {};
export const addressesQueries = {};
