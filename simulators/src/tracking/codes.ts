/**
 * 17TRACK v2.2 error codes the simulator answers with, worded as 17TRACK's
 * list words them. A request-level error answers `{ code, data: { errors } }`;
 * a per-number one is a `rejected` item.
 */
export const ErrorCode = {
  INVALID_KEY: -18010002,
  FIELD_REQUIRED: -18010010,
  INVALID_FORMAT: -18010012,
  INVALID_DATA: -18010013,
  TOO_MANY_ITEMS: -18010014,
  ALREADY_REGISTERED: -18019901,
  NOT_REGISTERED: -18019902,
  RETRACK_NOT_STOPPED: -18019904,
  RETRACK_ONCE: -18019905,
  STOP_NOT_TRACKED: -18019906,
  NO_INFO_YET: -18019909,
  BAD_CARRIER: -18019910,
  CHANGE_BAD_CARRIER: -18019802,
  CHANGE_SAME_CARRIER: -18019803,
  CHANGE_NOT_REGISTERED: -18019805,
  CHANGE_STOPPED: -18019806,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const messages: Record<ErrorCode, string> = {
  [ErrorCode.INVALID_KEY]: 'Access token is invalid.',
  [ErrorCode.FIELD_REQUIRED]: 'The field of {0} is required.',
  [ErrorCode.INVALID_FORMAT]: 'The format of {0} is invalid.',
  [ErrorCode.INVALID_DATA]: 'Submitted data is invalid.',
  [ErrorCode.TOO_MANY_ITEMS]: 'Tracking numbers exceed 40 limit.',
  [ErrorCode.ALREADY_REGISTERED]: "The tracking number {0} has been registered, don't need to repeat registration.",
  [ErrorCode.NOT_REGISTERED]: 'The tracking number {0} does not register, please register first.',
  [ErrorCode.RETRACK_NOT_STOPPED]: 'Retrack is not allowed. You can only retrack stopped number.',
  [ErrorCode.RETRACK_ONCE]: 'Retrack is not allowed. You can only retrack each number once.',
  [ErrorCode.STOP_NOT_TRACKED]: 'Stop tracking is not allowed. You can only stop numbers that are being tracked.',
  [ErrorCode.NO_INFO_YET]: 'No tracking information at this time.',
  [ErrorCode.BAD_CARRIER]: 'The carrier {0} is not correct.',
  [ErrorCode.CHANGE_BAD_CARRIER]: 'The parameter carrier_new {0} is incorrect.',
  [ErrorCode.CHANGE_SAME_CARRIER]: 'The Carrier Code to be changed cannot be the same as the current one.',
  [ErrorCode.CHANGE_NOT_REGISTERED]:
    'The tracking number {0} for the specified carrier is not registered, or carrier_old is incorrect.',
  [ErrorCode.CHANGE_STOPPED]:
    'Carrier cannot be changed for stopped numbers. Please retrack the number before changing the carrier.',
};

export const errorOf = (code: ErrorCode, subject = '') => ({ code, message: messages[code].replace('{0}', subject) });
