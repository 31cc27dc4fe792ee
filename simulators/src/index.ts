export { startTracking, TRACKING_LIMITS, type RequestRecord, type TrackingSim, type TrackingSimOptions } from './tracking/server.ts';
export { historyOf, type History, type HistoryOptions, type SimEvent } from './tracking/history.ts';
export { CARRIERS, detectCarrier } from './tracking/carriers.ts';
export { ErrorCode as TrackingErrorCode } from './tracking/codes.ts';
export { MAIN_STATUSES, SCENARIOS, type MainStatus } from './tracking/scenarios.ts';
export { signOf, type PushEvent } from './tracking/push.ts';
export { startUpstream, UPSTREAM_MAX_PAGE_SIZE, type UpstreamSim, type UpstreamSimOptions } from './upstream/server.ts';
export { orderBook, type OrderBook, type OrderBookOptions, type UpstreamOrder, type UpstreamStatus } from './upstream/orders.ts';
export { DEFAULT_CODES } from './upstream/catalog.ts';
