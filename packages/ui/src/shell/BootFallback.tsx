import { Logo } from './Logo';

/**
 * The loading screen React shows until the first route is ready. It matches the markup painted by
 * index.html before any JS runs (styles live there), so the hand-over is seamless.
 */
export function BootFallback() {
  return (
    <div
      className="boot-fallback"
      role="status"
      aria-label="Loading Tessera"
      data-testid="boot-fallback"
    >
      <span className="boot-fallback__logo">
        <Logo size={56} />
      </span>
      <div className="boot-fallback__spinner" />
    </div>
  );
}
