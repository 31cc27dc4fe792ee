import { Code, httpStatusOf } from '@fwd/contract';
import type { Message, Params } from '../i18n/index.ts';

/** An outcome other than success, answered in the envelope with its code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    readonly msg: Message,
    readonly params?: Params,
    readonly data: unknown = null,
    status?: number,
  ) {
    super(msg.en);
    this.status = status ?? httpStatusOf[code];
  }
}
