import { buildAbility } from '../../access/access';
import { templateSection, type Feature, type NavigationItem } from '../../feature/types';
import {
  collectNavbarSlots,
  collectNavigation,
  filterNavigation,
  findActiveTrail,
  groupBySection,
  withoutSection,
} from './navigation';

const items: NavigationItem[] = [
  { key: 'home', title: 'x:home', path: '/', section: 'common:section.dashboards' },
  {
    key: 'access',
    title: 'x:access',
    path: '/access-control',
    action: 'read',
    subject: 'ACL',
    section: 'common:section.apps',
  },
  {
    key: 'user',
    title: 'x:user',
    section: 'common:section.apps',
    children: [
      { key: 'user-list', title: 'x:list', path: '/apps/user/list' },
      { key: 'user-view', title: 'x:view', path: '/apps/user/view' },
    ],
  },
  {
    key: 'faq',
    title: 'x:faq',
    section: 'common:section.pages',
    children: [
      { key: 'faq-page', title: 'x:faq', path: '/pages/faq', action: 'read', subject: 'ACL' },
    ],
  },
  { key: 'about', title: 'x:about', path: '/about', action: 'read', subject: 'ACL' },
];

const keys = (list: NavigationItem[]): string[] =>
  list.flatMap((item) => [item.key, ...keys(item.children ?? [])]);

describe('filterNavigation', () => {
  it('shows everything to manage all', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(keys(filterNavigation(items, admin))).toEqual(keys(items));
  });

  it('hides manage-all items from a client, and a parent whose children are all hidden', () => {
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    expect(keys(filterNavigation(items, client))).toEqual(['access', 'faq', 'faq-page', 'about']);
  });

  it('hides a parent whose own rule is refused even when a child is allowed', () => {
    const parent: NavigationItem = {
      key: 'admin',
      title: 'x:admin',
      action: 'manage',
      subject: 'Settings',
      children: [{ key: 'public', title: 'x:public', path: '/p', action: 'read', subject: 'ACL' }],
    };
    expect(filterNavigation([parent], buildAbility([{ action: 'read', subject: 'ACL' }]))).toEqual(
      [],
    );
  });

  it('leaves a visitor only what `read Auth` allows', () => {
    expect(filterNavigation(items, buildAbility(null))).toEqual([]);
  });
});

describe('groupBySection', () => {
  it('keeps the items of a section together, sections in order of first appearance', () => {
    const groups = groupBySection(items);
    expect(groups.map((g) => [g.section, g.items.map((i) => i.key)])).toEqual([
      ['common:section.dashboards', ['home']],
      ['common:section.apps', ['access', 'user']],
      ['common:section.pages', ['faq']],
      [undefined, ['about']],
    ]);
  });

  it('puts the Template section last, whatever the feature order', () => {
    const demo: NavigationItem = { key: 'demo', title: 'x:demo', section: templateSection };
    const groups = groupBySection([demo, ...items]);
    expect(groups.map((g) => g.section)).toEqual([
      'common:section.dashboards',
      'common:section.apps',
      'common:section.pages',
      undefined,
      templateSection,
    ]);
  });
});

describe('withoutSection', () => {
  it('drops the items of one section and keeps the rest in order', () => {
    const demo: NavigationItem = { key: 'demo', title: 'x:demo', section: templateSection };
    expect(withoutSection([demo, ...items], templateSection).map((i) => i.key)).toEqual(
      items.map((i) => i.key),
    );
  });
});

describe('findActiveTrail', () => {
  it('selects the exact item and opens its parents', () => {
    expect(findActiveTrail(items, '/apps/user/list')).toEqual(['user', 'user-list']);
  });

  it('falls back to the longest path prefix, never to `/` for another path', () => {
    expect(findActiveTrail(items, '/apps/user/view/42')).toEqual(['user', 'user-view']);
    expect(findActiveTrail(items, '/')).toEqual(['home']);
    expect(findActiveTrail(items, '/nowhere')).toEqual([]);
  });
});

describe('features', () => {
  const Slot = () => null;
  const features: Feature[] = [
    {
      id: 'a',
      routes: [],
      navigation: [items[0]],
      navbar: [
        { key: 'user', placement: 'end', order: 9, component: Slot },
        { key: 'search', placement: 'start', component: Slot },
      ],
    },
    {
      id: 'b',
      routes: [],
      navigation: [items[1]],
      navbar: [{ key: 'bell', placement: 'end', order: 1, component: Slot }],
    },
    { id: 'c', routes: [] },
  ];

  it('collects the menu in feature order', () => {
    expect(collectNavigation(features).map((i) => i.key)).toEqual(['home', 'access']);
  });

  it('splits navbar slots by placement, sorted by order', () => {
    const slots = collectNavbarSlots(features);
    expect(slots.start.map((s) => s.key)).toEqual(['search']);
    expect(slots.end.map((s) => s.key)).toEqual(['bell', 'user']);
  });
});
