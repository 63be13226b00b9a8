import { HeldLayoutPage } from './HeldLayoutPage';

/** The page without the menu, for as long as it shows: the navbar and this page lead on. */
export default function WithoutMenuDemo() {
  return <HeldLayoutPage slug="without-menu" setting="menuHidden" value />;
}
