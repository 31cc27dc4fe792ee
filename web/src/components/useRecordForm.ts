import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useAreaMutation, type Area } from '../api/areas.ts';
import { currentRecord } from '../api/conflict.ts';
import { applyFieldErrors } from '../api/formErrors.ts';

export interface RecordFormOptions<Row, Values> {
  /** The area the record belongs to: saving reloads it. */
  area: Area;
  /** The record to edit; null creates one. */
  record: Row | null;
  valuesOf: (row: Row) => Values;
  /** Sends the form: `base` is the record the edit started from (null: create), so its id and version go with it. */
  save: (values: Values, base: Row | null) => Promise<unknown>;
  /** Said once saved. */
  done: string;
  /** After a save; a form that stays open edits on from what the server answered. */
  onSaved?: () => void;
}

/** What a form needs of `useRecordForm`'s answer (the settings forms take it whole). */
export interface RecordForm<Values extends object> {
  form: FormInstance<Values>;
  reloaded: boolean;
  pending: boolean;
  submit: (values: Values) => void;
  initialValues: Values | undefined;
}

const isVersioned = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';

/**
 * Editing one record in a form, wherever the form is (a dialog, a drawer, a
 * settings panel): the fields a 40000 names are marked; on a version conflict
 * the current record replaces the form's values and `reloaded` says so, and
 * saving again goes against its version.
 */
export function useRecordForm<Row extends { version: number }, Values extends object>({
  area,
  record,
  valuesOf,
  save,
  done,
  onSaved,
}: RecordFormOptions<Row, Values>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [base, setBase] = useState(record);
  const [reloaded, setReloaded] = useState(false);
  const mutation = useAreaMutation(area, (values: Values) => save(values, base));

  const submit = (values: Values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        void message.success(done);
        if (base && isVersioned(saved)) setBase(saved as Row);
        setReloaded(false);
        onSaved?.();
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        const current = currentRecord<Row>(error);
        if (!current) return;
        setBase(current);
        form.setFieldsValue(valuesOf(current) as Parameters<typeof form.setFieldsValue>[0]);
        setReloaded(true);
      },
    });

  return {
    form,
    base,
    reloaded,
    pending: mutation.isPending,
    submit,
    initialValues: record ? valuesOf(record) : undefined,
  };
}
