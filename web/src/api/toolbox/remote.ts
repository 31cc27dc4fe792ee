/** Requests and queries of the toolbox's remote tool. */
export const remoteApi = {};
export const remoteQueries = {};
