import { ResultView } from '@tessera/ui';
import { BackToLogin } from './AuthLinks';

/** The end of a simulated flow (reset link sent, password changed, code accepted). */
export function AuthResultView({ title, text }: { title: string; text: string }) {
  return (
    <>
      <ResultView status="success" title={title} subTitle={text} />
      <BackToLogin />
    </>
  );
}
