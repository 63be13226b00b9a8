import type { DemoPages } from '../demoSection';
import type { ComponentDemo } from './catalogue';

export const pages: DemoPages<ComponentDemo> = {
  buttons: () => import('./ButtonsDemo'),
  alerts: () => import('./AlertsDemo'),
  avatars: () => import('./AvatarsDemo'),
  badges: () => import('./BadgesDemo'),
  breadcrumbs: () => import('./BreadcrumbsDemo'),
  carousel: () => import('./CarouselDemo'),
  collapse: () => import('./CollapseDemo'),
  dropdowns: () => import('./DropdownsDemo'),
  lists: () => import('./ListsDemo'),
  modals: () => import('./ModalsDemo'),
  tabs: () => import('./TabsDemo'),
  pagination: () => import('./PaginationDemo'),
  popovers: () => import('./PopoversDemo'),
  progress: () => import('./ProgressDemo'),
  spin: () => import('./SpinDemo'),
  steps: () => import('./StepsDemo'),
  timeline: () => import('./TimelineDemo'),
  tooltips: () => import('./TooltipsDemo'),
  tags: () => import('./TagsDemo'),
  extras: () => import('./ExtrasDemo'),
};
