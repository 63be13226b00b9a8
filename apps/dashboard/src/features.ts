import { apiReferenceFeature } from '@tessera/feature-api-reference';
import { authFeature } from '@tessera/feature-auth';
import { blogFeature } from '@tessera/feature-blog';
import { calendarFeature } from '@tessera/feature-calendar';
import { chatFeature } from '@tessera/feature-chat';
import { dashboardsFeature } from '@tessera/feature-dashboards';
import { ecommerceFeature } from '@tessera/feature-ecommerce';
import { emailFeature } from '@tessera/feature-email';
import { invoiceFeature } from '@tessera/feature-invoice';
import { miscFeature } from '@tessera/feature-misc';
import { pagesFeature } from '@tessera/feature-pages';
import { permissionsFeature } from '@tessera/feature-permissions';
import { searchFeature } from '@tessera/feature-search';
import { showcaseFeature } from '@tessera/feature-showcase';
import { tablesFeature } from '@tessera/feature-tables';
import { todoFeature } from '@tessera/feature-todo';
import { usersFeature } from '@tessera/feature-users';
import type { Feature } from '@tessera/ui';

/** Every app of the dashboard. Adding a feature: add its package, then one line here. */
export const features: Feature[] = [
  dashboardsFeature,
  authFeature,
  usersFeature,
  permissionsFeature,
  emailFeature,
  invoiceFeature,
  searchFeature,
  miscFeature,
  calendarFeature,
  pagesFeature,
  todoFeature,
  ecommerceFeature,
  chatFeature,
  blogFeature,
  showcaseFeature,
  tablesFeature,
  apiReferenceFeature,
];
