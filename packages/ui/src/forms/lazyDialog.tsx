import { useState, type ComponentProps, type ComponentType } from 'react';
import { lazyView, type AnyComponent } from '../components/lazyView';

/**
 * A dialog (a form modal or drawer) whose code loads when it first opens, not with its page: a
 * form's fields, rules and antd's Form, Modal or Drawer stay out of the page's first load. Once
 * opened it stays mounted, so it closes with its animation like any dialog.
 *
 * `load` imports the module (`() => import('./AddUserDrawer').then((m) => ({ default:
 * m.AddUserDrawer }))`); `isOpen` reads the props (`open` unless told otherwise).
 */
export function lazyDialog<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  isOpen: (props: ComponentProps<C>) => boolean = (props) =>
    (props as { open?: boolean }).open === true,
): ComponentType<ComponentProps<C>> {
  const Dialog = lazyView(load);
  function LazyDialog(props: ComponentProps<C>) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Set while rendering (React's pattern for state that follows a prop): no extra commit.
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return <Dialog {...props} />;
  }
  return LazyDialog;
}
