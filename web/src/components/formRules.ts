import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';

/** Anything that checks a value as the contract does (a zod schema: `kg`, `money`, `countryCode`). */
interface Checker {
  safeParse: (value: unknown) => { success: boolean };
}

/**
 * A form rule that accepts what the contract's schema accepts, so the form
 * and the server agree on a decimal's digits; an empty field is left to
 * `required`.
 */
export const contractRule = (schema: Checker, message: string): FormRule => ({
  validator: (_, value: unknown) =>
    value === undefined || value === null || value === '' || schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** A text field's value as the body takes it: trimmed, blank as none. */
export const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** A date field that may not come before the date in `from` (an end of a validity): empty either way is fine. */
export const notBeforeDay =
  (from: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, to: Dayjs | null | undefined) => {
      const start = getFieldValue(from) as Dayjs | null | undefined;
      return !to || !start || !to.isBefore(start, 'day') ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

/**
 * A whole number's bounds as a rule that says so. The bounds stay off the InputNumber itself: there a
 * value typed out of range never reaches the form and is replaced by the nearest bound on leaving the
 * field (-1 became 0, "never", without a word).
 */
export function useRangeRule(): (min: number, max: number) => FormRule {
  const { t } = useTranslation('widgets');
  return (min, max) => ({ type: 'number', min, max, message: t('range', { min, max }) });
}
