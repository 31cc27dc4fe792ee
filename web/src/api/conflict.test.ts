import { Code } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { currentRecord } from './conflict.ts';

describe('currentRecord', () => {
  it('answers the record of a stale-version refusal', () => {
    const row = { id: 3, companyName: '总部', version: 4 };
    expect(currentRecord(new ApiError(Code.CONFLICT, 'stale', row))).toEqual(row);
  });

  it('answers null for duplicates, other codes and other errors', () => {
    expect(currentRecord(new ApiError(Code.CONFLICT, 'taken', null))).toBeNull();
    expect(currentRecord(new ApiError(Code.BAD_INPUT, 'bad', { version: 1 }))).toBeNull();
    expect(currentRecord(new Error('x'))).toBeNull();
  });
});
