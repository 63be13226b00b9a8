import { Layout } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { selectLayout } from '../layout/slice';
import { useDemoData } from '../shell/DemoData';
import { Breadcrumbs } from './content/Breadcrumbs';
import { RouteTransition } from './content/RouteTransition';
import { ScrollToTop } from './content/ScrollToTop';
import { SkipLink } from './content/SkipLink';
import { CustomizerCog } from './customizer/CustomizerCog';
import { Footer } from './footer/Footer';
import { CollapseToggle, DrawerToggle } from './navbar/MenuToggle';
import { Navbar } from './navbar/Navbar';
import { HorizontalMenuBar } from './navigation/HorizontalMenuBar';
import { VerticalSider } from './navigation/VerticalSider';
import { mainContentId } from './shared/mainContent';
import { useIsDesktop } from './shared/useIsDesktop';
import { useLayoutCssVariables } from './shared/useLayoutCssVariables';

// What a page does not show loads when first used: the customizer, the phone menu drawer, the
// page tabs (for those who turn them on) and the notice that the demo's data cannot be saved.
// By default export: the shortest lazy import, in the chunk every signed-in page loads.
const Customizer = lazy(() => import('./customizer/Customizer'));
const MenuDrawer = lazy(() => import('./navigation/MenuDrawer'));
const PageTabs = lazy(() => import('./tabs/PageTabs'));
const DemoStorageNotice = lazy(() => import('../shell/DemoStorageNotice'));

/**
 * The frame of every signed-in page (a react-router layout route): menu (side, top or drawer),
 * navbar, breadcrumbs, the page with its entrance transition, footer, scroll-to-top and the
 * customizer. Every choice comes from the layout slice.
 */
export function DefaultLayout() {
  const { layoutType, menuHidden, contentWidth, scrollTop, pageTabs } = useSelector(selectLayout);
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  // The drawer is open for the page it was opened on: any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuDrawerOpen = menuOpenedOn === pathname;
  const [customizerOpen, setCustomizerOpen] = useState(false);
  // Once opened, the lazy panels stay mounted, so that they can animate closed.
  const [customizerUsed, setCustomizerUsed] = useState(false);
  const [menuDrawerUsed, setMenuDrawerUsed] = useState(false);
  const cssVariables = useLayoutCssVariables();
  const demoStorageProblem = useDemoData()?.problem;

  const showSider = desktop && layoutType === 'vertical' && !menuHidden;
  const showMenuBar = desktop && layoutType === 'horizontal' && !menuHidden;
  // Small screens open the menu drawer; a desktop side menu folds; a top menu needs no button.
  let toggle: ReactNode = null;
  if (!desktop) {
    const openMenuDrawer = () => {
      setMenuDrawerUsed(true);
      setMenuOpenedOn(pathname);
    };
    toggle = <DrawerToggle open={menuDrawerOpen} onOpen={openMenuDrawer} />;
  } else if (showSider) {
    toggle = <CollapseToggle />;
  }
  const openCustomizer = () => {
    setCustomizerUsed(true);
    setCustomizerOpen(true);
  };

  return (
    <Layout
      className={`app-layout app-layout--${contentWidth}`}
      style={cssVariables}
      data-testid="app-layout"
      data-layout-type={layoutType}
    >
      <SkipLink />
      {showSider && <VerticalSider />}
      <Layout className="app-column">
        <Navbar toggle={toggle} showBrand={!showSider} onOpenCustomizer={openCustomizer} />
        {showMenuBar && <HorizontalMenuBar />}
        {pageTabs && (
          <Suspense fallback={<div className="page-tabs" />}>
            <PageTabs />
          </Suspense>
        )}
        <main id={mainContentId} tabIndex={-1} className="app-content">
          <div className="app-frame">
            <Breadcrumbs />
            <RouteTransition>
              <Outlet />
            </RouteTransition>
          </div>
        </main>
        <Footer />
      </Layout>
      <Suspense fallback={null}>
        {!desktop && menuDrawerUsed && (
          <MenuDrawer open={menuDrawerOpen} onClose={() => setMenuOpenedOn(null)} />
        )}
        {customizerUsed && (
          <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        )}
        {demoStorageProblem && <DemoStorageNotice />}
      </Suspense>
      {scrollTop && <ScrollToTop />}
      <CustomizerCog onOpen={openCustomizer} />
    </Layout>
  );
}
