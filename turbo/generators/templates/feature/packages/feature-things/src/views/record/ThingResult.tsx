import { Result, type ResultProps } from 'antd';

/** antd's Result, in a chunk of its own: its illustrations load only when the page shows one. */
export default function ThingResult(props: ResultProps) {
  return <Result {...props} />;
}
