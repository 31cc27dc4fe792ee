import { ApiError } from '../../api/client.ts';
import { errorLog } from '../../stores/errorLog.ts';

/**
 * Records uncaught errors and unhandled promise rejections in the error log.
 * Refused API calls are left out: the client has already shown them to the user.
 */
export function captureGlobalErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => errorLog.add(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!(event.reason instanceof ApiError)) errorLog.add(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
