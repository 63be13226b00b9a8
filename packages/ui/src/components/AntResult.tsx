import { Result, type ResultProps } from 'antd';

/** antd's Result, as a module of its own: `ResultView` loads it when a page first shows one. */
export default function AntResult(props: ResultProps) {
  return <Result {...props} />;
}
