import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectLayout } from '../../layout/slice';

/**
 * Replays the chosen entrance animation on every page change: the wrapper is keyed on the path,
 * so a new page mounts a new element. layout.css drops the animation for reduced motion.
 * `data-path` tells which page is drawn (the browser tests wait for the URL's before checking).
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { routeTransition } = useSelector(selectLayout);
  return (
    <div
      key={pathname}
      data-path={pathname}
      className={`route-transition route-transition--${routeTransition}`}
    >
      {children}
    </div>
  );
}
