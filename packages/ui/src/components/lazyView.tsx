import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the caller's component decides
export type AnyComponent = ComponentType<any>;

/**
 * A view whose code loads the first time it shows, not with its page: a tab not yet selected,
 * what a page shows only at the end of a flow or when something fails (antd's Result brings
 * three large illustrations). `fallback` shows while it loads (a placeholder of its size).
 *
 * `load` imports the module (`() => import('./Results').then((m) => ({ default: m.NotFound }))`).
 */
export function lazyView<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<C>> {
  const View = lazy(load);
  function LazyView(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <View {...props} />
      </Suspense>
    );
  }
  return LazyView;
}
