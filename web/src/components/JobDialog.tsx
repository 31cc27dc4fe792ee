import type { Job } from '@fwd/contract';
import { Button, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../api/areas.ts';
import { applyFieldErrors } from '../api/formErrors.ts';
import { useJob } from '../api/jobs.ts';
import { JobProgress } from './JobProgress.tsx';

interface Props<Values> {
  title: string;
  /** The button that starts the job. */
  okText: string;
  /** Starts the job with the form's values; answers the job (done already, or queued). */
  start: (values: Values) => Promise<Job>;
  initialValues?: Partial<Values>;
  onClose: () => void;
  width?: number;
  /** The form's fields: what the job is asked to do. */
  children: ReactNode;
}

/**
 * Starts a background job from a small form, then follows it in place: its
 * progress every second while it runs, its counts and errors when it ends.
 * Closing does not stop it.
 */
export function JobDialog<Values extends object>({
  title,
  okText,
  start,
  initialValues,
  onClose,
  width = 560,
  children,
}: Props<Values>) {
  const { t } = useTranslation(['jobs', 'common']);
  const [form] = Form.useForm<Values>();
  const starting = useAreaMutation('jobs', start);
  const job = useJob(starting.data ?? null);

  const submit = (values: Values) => starting.mutate(values, { onError: (error) => applyFieldErrors(form, error) });

  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      footer={
        job ? (
          <Button onClick={onClose}>{t('jobs:close')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common:cancel')}</Button>
            <Button type="primary" loading={starting.isPending} onClick={() => form.submit()}>
              {okText}
            </Button>
          </>
        )
      }
    >
      {job ? (
        <JobProgress job={job} />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} autoComplete="off">
          {children}
        </Form>
      )}
    </Modal>
  );
}
