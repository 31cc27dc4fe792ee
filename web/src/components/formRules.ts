import { faultOf, PERCENT_MAX } from '@fwd/contract';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';

/** A contract's measure (a zod schema: `kg`, `positiveKg`, `money`, `pieceCount`). */
interface Measure {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: Parameters<typeof faultOf>[0][] } };
}

/**
 * A form rule that accepts what the contract's measure accepts, so the form and the server agree on a
 * decimal's digits, and says its fault in the words the server says it in (the contract's MEASURE_FAULTS,
 * widgets' `fault`); an empty field is left to `required`.
 */
export function useMeasureRule(): (measure: Measure) => FormRule {
  const { t } = useTranslation('widgets');
  return (measure) => ({
    validator: (_, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const parsed = measure.safeParse(value);
      if (parsed.success) return Promise.resolve();
      const said = faultOf(parsed.error!.issues[0]!) ?? { fault: 'number' };
      return Promise.reject(new Error(t(`fault.${said.fault}`, { scale: said.scale })));
    },
  });
}

/** A percentage's ceiling, said as the server says it. */
export function usePercentRule(): FormRule {
  const { t } = useTranslation('widgets');
  return {
    validator: (_, value: unknown) =>
      Number(value) > PERCENT_MAX ? Promise.reject(new Error(t('fault.percent'))) : Promise.resolve(),
  };
}

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
