import { z } from 'zod';
import { Code } from './codes.ts';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** `data` of a 40000 response: one entry per failed field, path joined by dots. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const badInputData = z.object({ errors: z.array(fieldErrorSchema) });

export const isOk = (e: { code: number }) => e.code === Code.OK;
