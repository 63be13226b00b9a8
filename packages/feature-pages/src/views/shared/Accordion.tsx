import { Collapse } from 'antd';
import { useState } from 'react';

/**
 * Questions and answers, one open at a time. Not antd's `accordion` mode: it gives the list the
 * tablist role without tabs inside, which axe refuses; here each question stays a button.
 */
export function Accordion({ items }: { items: { question: string; ans: string }[] }) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Collapse
      className="pages-accordion"
      activeKey={open}
      onChange={(keys) => setOpen(keys.slice(-1))}
      items={items.map((item, index) => ({
        key: String(index),
        label: item.question,
        children: <p className="pages-faq__answer">{item.ans}</p>,
      }))}
    />
  );
}
