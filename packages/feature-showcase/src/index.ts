import { defineFeature } from '@tessera/ui';
import { chartDemos } from './charts/catalogue';
import { componentDemos } from './components/catalogue';
import { demoNavigation, demoRoutes, type DemoSection } from './demoSection';
import { extensionDemos } from './extensions/catalogue';
import { formDemos } from './forms/catalogue';
import { layoutDemos } from './layouts/catalogue';
import { uiDemos } from './ui/catalogue';

// The menu's order. Each section's pages and their loaders are one chunk of its own.
const sections: DemoSection[] = [
  uiDemos,
  componentDemos,
  extensionDemos,
  layoutDemos,
  formDemos,
  chartDemos,
];

/**
 * The template's showcase: pages that show what antd and ui's parts can do, in our theme, under
 * the menu's Template section (which the customizer can hide). They keep no state beyond the
 * page.
 */
export const showcaseFeature = defineFeature({
  id: 'showcase',
  namespace: 'showcase',
  routes: sections.flatMap(demoRoutes),
  navigation: sections.flatMap(demoNavigation),
});
