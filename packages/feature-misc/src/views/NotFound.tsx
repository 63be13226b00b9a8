import { MiscPage } from './MiscPage';

export default function NotFound() {
  return <MiscPage messageKey="notFound" status="404" testId="not-found-page" />;
}
