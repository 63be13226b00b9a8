import { HeldLayoutPage } from './HeldLayoutPage';

/** The page with the side menu folded to its icons, for as long as it shows. */
export default function CollapsedMenuDemo() {
  return <HeldLayoutPage slug="collapsed-menu" setting="menuCollapsed" value />;
}
