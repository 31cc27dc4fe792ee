/** Requests and queries of the toolbox's tariffs tool. */
export const tariffsApi = {};
export const tariffsQueries = {};
