import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectLayout } from '../../layout/slice';

/**
 * Replays the chosen entrance animation on every page change: the wrapper is keyed on the path,
 * so a new page mounts a new element. The page the visit opens on shows at once: a fade would
 * only hold back what the visitor waits for (and a prerendered page's first paint). layout.css
 * drops the animation for reduced motion. `data-path` tells which page is drawn (the browser
 * tests wait for the URL's before checking).
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [openingVisit] = useState(location.key);
  const { routeTransition } = useSelector(selectLayout);
  const entering = location.key !== openingVisit;
  return (
    <div
      key={location.pathname}
      data-path={location.pathname}
      className={
        entering ? `route-transition route-transition--${routeTransition}` : 'route-transition'
      }
    >
      {children}
    </div>
  );
}
