import { expect } from 'vitest';
import { OutsideServiceError } from '../src/outside/errors.ts';

/** What an outside-service client's call failed with, which must be an OutsideServiceError. */
export async function outsideFailure(p: Promise<unknown>): Promise<OutsideServiceError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutsideServiceError);
  return err as OutsideServiceError;
}
