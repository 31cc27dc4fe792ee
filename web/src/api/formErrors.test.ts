import { Code } from '@fwd/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { applyFieldErrors, toNamePath } from './formErrors.ts';

describe('applyFieldErrors', () => {
  it('marks every field named by a 40000 response', () => {
    const form = { setFields: vi.fn() };
    const error = new ApiError(Code.BAD_INPUT, 'bad', {
      errors: [
        { path: 'newPassword', message: 'too short' },
        { path: 'items.2.name', message: 'required' },
      ],
    });

    expect(applyFieldErrors(form, error)).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: ['newPassword'], errors: ['too short'] },
      { name: ['items', 2, 'name'], errors: ['required'] },
    ]);
  });

  it('ignores other errors and malformed data', () => {
    const form = { setFields: vi.fn() };
    expect(applyFieldErrors(form, new Error('x'))).toBe(false);
    expect(applyFieldErrors(form, new ApiError(Code.CONFLICT, 'x', { errors: [{ path: 'a', message: 'b' }] }))).toBe(
      false,
    );
    expect(applyFieldErrors(form, new ApiError(Code.BAD_INPUT, 'x', { errors: [{ nope: 1 }] }))).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
  });

  it('builds antd name paths', () => {
    expect(toNamePath('a.10.b')).toEqual(['a', 10, 'b']);
  });
});
