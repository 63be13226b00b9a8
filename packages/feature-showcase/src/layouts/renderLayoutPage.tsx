// Test-only: a layout demo page at its path, beside the section's other pages and a home page,
// with the layout stored as the shell stores it.
import { act, screen } from '@testing-library/react';
import { persistLayout, type LayoutState } from '@tessera/ui';
import { renderView } from '@tessera/ui/testing';
import { demoPath } from '../demoSection';
import { showcaseI18n } from '../testI18n';
import BlankDemo from './BlankDemo';
import { layoutDemos, type LayoutDemo } from './catalogue';
import CollapsedMenuDemo from './CollapsedMenuDemo';
import EmptyDemo from './EmptyDemo';
import LayoutFullDemo from './LayoutFullDemo';
import WithoutMenuDemo from './WithoutMenuDemo';

const views: Record<LayoutDemo, () => React.JSX.Element> = {
  'collapsed-menu': CollapsedMenuDemo,
  'layout-full': LayoutFullDemo,
  'without-menu': WithoutMenuDemo,
  empty: EmptyDemo,
  blank: BlankDemo,
};

/** Opens `slug` (after `from`, when given: the page the user came from). */
export async function renderLayoutPage(
  slug: LayoutDemo,
  { language = 'en', from }: { language?: 'en' | 'fr'; from?: string } = {},
) {
  const view = renderView({
    i18n: showcaseI18n(language),
    initialEntry: from ?? demoPath(layoutDemos, slug),
    routes: [
      { path: '/', element: <p>Home page</p> },
      ...layoutDemos.slugs.map((each) => {
        const View = views[each];
        return { path: demoPath(layoutDemos, each), element: <View /> };
      }),
    ],
  });
  const stop = persistLayout(view.store);
  if (from) await act(() => view.router.navigate(demoPath(layoutDemos, slug)));
  await screen.findByRole('heading', { level: 1 });
  const layout = () => (view.store.getState() as { layout: LayoutState }).layout;
  return { ...view, layout, stop };
}

/** What the page says about its setting: shown here, and the user's own. */
export const settingRows = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.ant-descriptions-row')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
  );
