import { Result, type ResultProps } from 'antd';

/** antd's Result, in a chunk of its own: its illustrations load only when a page shows one. */
export default function ViewResult(props: ResultProps) {
  return <Result {...props} />;
}
