import { AppstoreOutlined, DashboardOutlined, HomeOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature, templateSection } from '@tessera/ui';
import {
  advancedCardsPath,
  analyticCardsPath,
  analyticsPath,
  ecommercePath,
  statisticCardsPath,
} from './paths';

/**
 * The dashboards: the e-commerce dashboard (`/`, the admin's home), the analytics dashboard and
 * the card pages. Admins only (no meta: `manage all`). Each view loads with its route, and with
 * it the cards' server state (`./api`); the charting library loads with the first chart drawn.
 */
export const dashboardsFeature = defineFeature({
  id: 'dashboards',
  namespace: 'dashboards',
  routes: [
    {
      path: ecommercePath,
      load: () => import('./views/EcommerceDashboard'),
      meta: {
        title: 'dashboards:titles.ecommerce',
        search: { icon: HomeOutlined, title: 'dashboards:titles.search.home' },
      },
    },
    {
      path: analyticsPath,
      load: () => import('./views/AnalyticsDashboard'),
      meta: {
        title: 'dashboards:titles.analytics',
        search: { icon: DashboardOutlined, title: 'dashboards:titles.search.analytics' },
      },
    },
    {
      path: statisticCardsPath,
      load: () => import('./views/StatisticCards'),
      meta: {
        title: 'dashboards:titles.statisticCards',
        search: { icon: AppstoreOutlined, title: 'dashboards:titles.search.statisticCards' },
      },
    },
    {
      path: analyticCardsPath,
      load: () => import('./views/AnalyticCards'),
      meta: {
        title: 'dashboards:titles.analyticCards',
        search: { icon: AppstoreOutlined, title: 'dashboards:titles.search.analyticCards' },
      },
    },
    {
      path: advancedCardsPath,
      load: () => import('./views/AdvancedCards'),
      meta: {
        title: 'dashboards:titles.advancedCards',
        search: { icon: AppstoreOutlined, title: 'dashboards:titles.search.advancedCards' },
      },
    },
  ],
  navigation: [
    {
      key: 'dashboard-ecommerce',
      title: 'dashboards:nav.ecommerce',
      icon: createElement(HomeOutlined),
      path: ecommercePath,
      section: 'common:section.dashboards',
    },
    {
      key: 'dashboard-analytics',
      title: 'dashboards:nav.analytics',
      icon: createElement(DashboardOutlined),
      path: analyticsPath,
      section: 'common:section.dashboards',
    },
    {
      key: 'cards',
      title: 'dashboards:nav.cards',
      icon: createElement(AppstoreOutlined),
      section: templateSection,
      children: [
        {
          key: 'cards-statistics',
          title: 'dashboards:nav.statisticCards',
          path: statisticCardsPath,
        },
        { key: 'cards-analytics', title: 'dashboards:nav.analyticCards', path: analyticCardsPath },
        { key: 'cards-advanced', title: 'dashboards:nav.advancedCards', path: advancedCardsPath },
      ],
    },
  ],
});
