import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once they come near the screen (within `margin` pixels of it), and
 * `placeholder` until then: for content below the fold whose code loads on demand (with
 * `lazyView`), so a page's first load does not carry it. The placeholder takes the content's
 * room, so nothing moves when it arrives. Without IntersectionObserver, it renders at once.
 */
export function WhenNear({
  children,
  placeholder,
  margin = 300,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: number;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={box}>{placeholder}</div>;
}
