import { Tooltip, type TooltipProps } from 'antd';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

type Handler = (event: SyntheticEvent) => void;
type Handlers = Partial<Record<(typeof relayed)[number], Handler>>;

/** The events antd's popups listen to on the element they open from. */
const relayed = [
  'onMouseEnter',
  'onMouseLeave',
  'onPointerEnter',
  'onPointerLeave',
  'onFocus',
  'onBlur',
  'onTouchStart',
  'onClick',
] as const;

/**
 * What antd's Tooltip, Popover or Dropdown wraps in place of the element it opens from: it
 * renders nothing and hands the popup that element (`target`, to place itself against), and the
 * element the popup's listeners (`relay`), so the element itself never moves under another
 * parent, and keeps its focus, when the popup mounts.
 */
export function PopupAnchor({
  ref,
  target,
  relay,
  ...handlers
}: {
  ref?: Ref<HTMLElement>;
  target: () => HTMLElement | null;
  relay?: (handlers: Handlers) => void;
} & Handlers) {
  useImperativeHandle(ref, () => target() as HTMLElement, [target]);
  useLayoutEffect(() => {
    relay?.(handlers);
  });
  return null;
}

type ChildProps = Handlers & { ref?: Ref<HTMLElement | null> };

/** Sets a ref the way React would (object or callback). */
function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** antd's delay before a tooltip opens under the pointer. */
const hoverDelayMs = 100;

/**
 * antd's Tooltip, mounted on the first hover, touch or focus of its child: a row of icon actions
 * costs its buttons alone until someone points at one. It opens on focus too (keyboard users
 * read it), closes on blur, Escape or the pointer leaving, and behaves as antd's from then on.
 * The child must take a ref to its element (antd's components and DOM elements do) and carry its
 * own accessible name: the tip is not in the page until it first opens.
 */
export function LazyTooltip({
  children,
  ...tooltip
}: Omit<TooltipProps, 'children' | 'open' | 'defaultOpen' | 'trigger'> & {
  children: ReactElement<ChildProps>;
}) {
  const target = useRef<HTMLElement | null>(null);
  const relay = useRef<Handlers | null>(null);
  const anchor = useMemo(
    () => ({
      target: () => target.current,
      relay: (handlers: Handlers) => {
        relay.current = handlers;
      },
    }),
    [],
  );
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The child's own listeners and ref, as last drawn: they run first, then the tooltip's.
  const own = useRef(children.props);
  useLayoutEffect(() => {
    own.current = children.props;
  });
  const wiring = useMemo(() => {
    const handlers: Handlers = {};
    for (const name of relayed) {
      handlers[name] = (event) => {
        own.current[name]?.(event);
        if (relay.current) {
          relay.current[name]?.(event);
          return;
        }
        // Not mounted yet: the first showing mounts it, open.
        clearTimeout(timer.current);
        if (name === 'onFocus' || name === 'onTouchStart') setArmed(true);
        else if (name === 'onMouseEnter')
          timer.current = setTimeout(() => setArmed(true), hoverDelayMs);
      };
    }
    return handlers;
  }, []);
  const childRef = useCallback((element: HTMLElement | null) => {
    target.current = element;
    setRef(own.current.ref, element);
  }, []);
  // The child drawn again with the wiring (cloneElement's work, written as JSX).
  const Child = children.type as ElementType;
  return (
    <>
      <Child {...children.props} {...wiring} ref={childRef} />
      {armed && (
        <Tooltip {...tooltip} trigger={['hover', 'focus']} defaultOpen>
          <PopupAnchor {...anchor} />
        </Tooltip>
      )}
    </>
  );
}
