import { MiscPage } from './MiscPage';

export default function ServerError() {
  return <MiscPage messageKey="error" status="500" testId="error-page" />;
}
