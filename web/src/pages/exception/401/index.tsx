import { ExceptionPage } from '../ExceptionPage.tsx';

/** antd draws 401 with its 403 illustration. */
export default function UnauthorizedPage() {
  return <ExceptionPage status={403} />;
}
