import { MiscPage } from './MiscPage';

export default function NotAuthorized() {
  return <MiscPage messageKey="notAuthorized" status="403" testId="not-authorized-page" />;
}
