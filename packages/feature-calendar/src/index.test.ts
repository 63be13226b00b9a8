import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { calendarFeature } from './index';

describe('calendarFeature', () => {
  it('serves the calendar, for admins only', () => {
    expectAdminOnlyRoutes(calendarFeature, ['/apps/calendar'], /^calendar:titles\./);
  });

  it('loads its view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(calendarFeature);
  });

  it('puts Calendar in the Apps section of the menu', () => {
    expect(calendarFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'calendar:nav.calendar',
        section: 'common:section.apps',
        path: '/apps/calendar',
      }),
    ]);
  });
});
