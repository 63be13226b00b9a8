import { Result } from 'antd';
import { BackToLogin } from './AuthLinks';

/** The end of a simulated flow (reset link sent, password changed, code accepted). */
export function AuthResultView({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Result status="success" title={title} subTitle={text} />
      <BackToLogin />
    </>
  );
}
