import { ExceptionPage } from '../ExceptionPage.tsx';

export default function NotFoundPage() {
  return <ExceptionPage status={404} />;
}
