import type { z } from 'zod';

/** The outside services the console talks to (their keys are API keys of these kinds). */
export type OutsideService = 'tracking' | 'upstream' | 'address' | 'wecom' | 'dingtalk' | 'feishu';

/**
 * An outside service gave no usable answer: unreachable or timed out (`status`
 * null), refused the call (its HTTP status, and its own error `code` when it
 * named one), or answered what we cannot read. Messages never hold keys.
 */
export class OutsideServiceError extends Error {
  override readonly name = 'OutsideServiceError';
  constructor(
    readonly service: OutsideService,
    readonly status: number | null,
    readonly code: number | string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${service}: ${message}`, options);
  }

  /** The service refused our key: every call meets it again until staff change the key. */
  get keyRefused(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** The first thing wrong with an answer, short enough for a log line or a job's report. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

export const malformed = (service: OutsideService, status: number, what: string, error: z.ZodError) =>
  new OutsideServiceError(service, status, null, `malformed answer to ${what} (${firstIssue(error)})`);
