/** Envelope codes (contract/README.md, Envelope and codes). One table for server and web. */
export const Code = {
  OK: 20000,
  BAD_INPUT: 40000,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  TOO_MANY: 42900,
  INTERNAL: 50000,
  /** An outside service (upstream order system, tracking provider) failed or is not configured. */
  OUTSIDE_FAILED: 50200,
  /** Token unknown or malformed. */
  TOKEN_INVALID: 50008,
  /** Session ended elsewhere: logout, password change, role removal, deletion. */
  SESSION_ENDED: 50012,
  /** Session idle or absolute lifetime passed. */
  TOKEN_EXPIRED: 50014,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** HTTP status sent with each non-success code. */
export const httpStatusOf: Record<Code, number> = {
  [Code.OK]: 200,
  [Code.BAD_INPUT]: 400,
  [Code.FORBIDDEN]: 403,
  [Code.NOT_FOUND]: 404,
  [Code.CONFLICT]: 409,
  [Code.TOO_MANY]: 429,
  [Code.INTERNAL]: 500,
  [Code.OUTSIDE_FAILED]: 502,
  [Code.TOKEN_INVALID]: 401,
  [Code.SESSION_ENDED]: 401,
  [Code.TOKEN_EXPIRED]: 401,
};

/**
 * Sent with every signed-in response: `roleId.roleVersion.menusVersion`. The
 * role's version goes up with every change to its grants, the menus version
 * with every change to menus or permissions, so a client that sees a new value
 * refetches its menus and permission codes. Opaque: compare, do not parse.
 */
export const PERM_VERSION_HEADER = 'x-perm-version';
