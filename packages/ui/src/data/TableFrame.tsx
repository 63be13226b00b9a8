import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

const CaptionContext = createContext('');

/** antd's <table> with a visually hidden caption first, the table's accessible name. */
function CaptionedTable({ children, ...props }: HTMLAttributes<HTMLTableElement>) {
  const caption = useContext(CaptionContext);
  return (
    <table {...props}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
}

/** antd Table's `components`: the <table> carries the caption of the TableFrame around it. */
export const captionedComponents = { table: CaptionedTable };

/** antd's sideways scroll box of a table with `scroll.x`. */
const scrollBoxSelector = '.ant-table-content';

/**
 * Keyboard users must be able to scroll a table that is wider than the screen (WCAG 2.1.1):
 * while it overflows, the scroll box becomes a focusable region named after the table, which
 * the arrow keys scroll. A table that fits adds no tab stop.
 */
function useKeyboardScroll(caption: string) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const update = () => {
      const box = root.querySelector<HTMLElement>(scrollBoxSelector);
      if (!box) return;
      if (box.scrollWidth > box.clientWidth) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', caption);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    update();
    // The frame resizes with the window; the table widens when rows arrive (the frame may not
    // grow then: a loading table keeps the room of its rows).
    const observer = new ResizeObserver(update);
    observer.observe(root);
    const table = root.querySelector(`${scrollBoxSelector} table`);
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [caption]);
  return frame;
}

export interface TableFrameProps {
  /** The table's accessible name: its (visually hidden) caption and its scroll region's name. */
  caption: string;
  /** An antd Table with `components={captionedComponents}` and `scroll={{ x: … }}`. */
  children: ReactNode;
}

/** Names an antd table and lets the keyboard scroll it when it is wider than the screen. */
export function TableFrame({ caption, children }: TableFrameProps) {
  const frame = useKeyboardScroll(caption);
  return (
    <div ref={frame} className="table-frame">
      <CaptionContext value={caption}>{children}</CaptionContext>
    </div>
  );
}

/** The placeholder cell's vertical padding and border, around the reserved room. */
const placeholderCellFrame = 33;

/**
 * The room of `rows` rows, shown in an empty table while its rows load (as its empty text), so
 * that nothing below the table moves when they arrive.
 */
export function LoadingRoom({ rows, rowHeight }: { rows: number; rowHeight: number }) {
  return <div aria-hidden style={{ height: rows * rowHeight - placeholderCellFrame }} />;
}
