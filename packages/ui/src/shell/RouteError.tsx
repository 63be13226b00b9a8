import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Reloads the whole page: a chunk that failed once is fetched again, nothing stale is kept. */
const reloadPage = () => window.location.reload();

/**
 * What a visitor sees instead of a blank screen when a page failed to load (a chunk, its store
 * part or its translations) or to render: what happened, and a way out.
 */
export function ErrorPage({ onReload = reloadPage }: { onReload?: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <h1 className="route-error__title">{t('routeError.title')}</h1>
      <p className="route-error__text">{t('routeError.text')}</p>
      <Button type="primary" onClick={onReload}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}

/** The router's `errorElement`: logs the error and shows the error page. */
export function RouteError() {
  const error = useRouteError();
  console.error('A route failed to load or render:', error);
  return <ErrorPage />;
}

/** Catches what fails outside the router's own error handling (the providers around it). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The app failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
