import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while a route (and its lazy chunk) is loading. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label="Loading page"
      data-testid="route-progress"
    >
      <div className="route-progress__bar" />
    </div>
  );
}
