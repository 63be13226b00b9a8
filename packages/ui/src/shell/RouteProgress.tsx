import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while a route (and its lazy chunk) is loading. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('loading.page')}
      data-testid="route-progress"
    >
      <div className="route-progress__bar" />
    </div>
  );
}
