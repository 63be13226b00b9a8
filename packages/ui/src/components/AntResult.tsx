import { Result, type ResultProps } from 'antd';
import { useEffect, useRef } from 'react';

export interface ResultViewProps extends ResultProps {
  /**
   * What the status illustration is called, in the page's language. antd's illustrations carry
   * an English <title> ("No Found"), shown as a tooltip and read by screen readers.
   */
  illustrationTitle?: string;
}

/** antd's Result, as a module of its own: `ResultView` loads it when a page first shows one. */
export default function AntResult({ illustrationTitle, ...props }: ResultViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const illustration = frame.current?.querySelector('.ant-result-image svg title');
    if (illustration && illustrationTitle) illustration.textContent = illustrationTitle;
  });
  return (
    <div ref={frame}>
      <Result {...props} />
    </div>
  );
}
