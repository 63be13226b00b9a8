import { describeFeature } from '@tessera/ui/testing';
import { calendarFeature } from './index';

describeFeature(calendarFeature, {
  routes: ['/apps/calendar'],
  menu: [
    { title: 'calendar:nav.calendar', section: 'common:section.apps', paths: ['/apps/calendar'] },
  ],
});
