import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { shellKey } from '../../feature/shellNamespace';
import type { NavigationItem } from '../../feature/types';
import { groupBySection } from './navigation';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toMenuItem(item: NavigationItem, t: TFunction): MenuItem {
  // Every feature's menu title is in the shell namespace, loaded with the layout.
  const label = t(shellKey(item.title));
  if (item.children?.length) {
    return {
      key: item.key,
      icon: item.icon,
      label,
      children: item.children.map((child) => toMenuItem(child, t)),
    };
  }
  // A real link: the item can be opened in a new tab and shows its address.
  return {
    key: item.key,
    icon: item.icon,
    label: item.path ? <Link to={item.path}>{label}</Link> : label,
  };
}

/**
 * antd menu items with translated labels. Sections become item groups in a vertical menu and
 * submenus in a horizontal one (a horizontal bar has no room for group titles).
 */
export function toMenuItems(
  items: NavigationItem[],
  sectionsAs: 'group' | 'submenu',
  t: TFunction,
): MenuItem[] {
  return groupBySection(items).flatMap(({ section, items: sectionItems }): MenuItem[] => {
    const children = sectionItems.map((item) => toMenuItem(item, t));
    if (!section) return children;
    const key = `section:${section}`;
    return [
      sectionsAs === 'group'
        ? { type: 'group', key, label: t(section), children }
        : { key, label: t(section), children },
    ];
  });
}
