import { Result, type ResultProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * antd's Result, as a module of its own: `ResultView` loads it when a page first shows one.
 * antd's status illustrations carry an English <title> ("No Found"), shown as a tooltip and read
 * by screen readers: they say the result's own, translated title instead.
 */
export default function AntResult(props: ResultProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const illustration = frame.current?.querySelector('.ant-result-image svg title');
    const title = frame.current?.querySelector('.ant-result-title')?.textContent;
    if (illustration && title) illustration.textContent = title;
  });
  return (
    <div ref={frame}>
      <Result {...props} />
    </div>
  );
}
