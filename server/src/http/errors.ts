import { Code, httpStatusOf, type Language } from '@fwd/contract';
import { translate, type Message, type Params } from '../i18n/index.ts';
import { httpMessages } from './messages.ts';

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

/** A rule the schema cannot state, answered like a schema failure: the field and why. */
export const fieldError = (code: Code, lang: Language, path: string, msg: Message, params?: Params) =>
  new AppError(code, msg, params, { errors: [{ path, message: translate(lang, msg, params) }] });

/** An edit made from an older read is refused with the record as it is now (40900). */
export async function assertVersion(given: number, current: { version: number }, currentRecord: () => Promise<unknown>): Promise<void> {
  if (given !== current.version) throw new AppError(Code.CONFLICT, httpMessages.stale, undefined, await currentRecord());
}
