export { startTracking, type RequestRecord, type TrackingSim, type TrackingSimOptions } from './tracking/server.ts';
export { historyOf, type History, type HistoryOptions, type Route, type SimEvent } from './tracking/history.ts';
export { CARRIERS } from './tracking/carriers.ts';
export { trackInfoOf } from './tracking/shape.ts';
export { signOf, type PushEvent } from './tracking/push.ts';
export { collectPushes, type ReceivedPush } from './tracking/receiver.ts';
export { startUpstream, type UpstreamSim, type UpstreamSimOptions } from './upstream/server.ts';
export { orderBook, type OrderBookOptions, type UpstreamOrder, type UpstreamStatus } from './upstream/orders.ts';
export { DEFAULT_CODES } from './upstream/catalog.ts';
export {
  startAddress,
  classificationOf,
  hasCandidate,
  type AddressSim,
  type AddressSimOptions,
  type XavRecord,
} from './address/server.ts';
export {
  startRobots,
  dingtalkSign,
  feishuSign,
  ROBOT_CODES,
  type RobotsSim,
  type RobotsSimOptions,
  type RobotName,
  type RobotFault,
  type ReceivedMessage,
  type RobotRequest,
} from './robots/server.ts';
