import type { IconName, SideMenuSection } from '../../../design-system';
import { routes, routeTitleKey, type Section } from '../../domain/routes';

/** Side-menu sections in the order of 1-foundation.md §2 "Side menu". */
export const menuSections: { section: Section; icon: IconName }[] = [
  { section: 'mystore', icon: 'home' },
  { section: 'results', icon: 'reports' },
  { section: 'menu', icon: 'menuBook' },
  { section: 'customers', icon: 'people' },
  { section: 'employees', icon: 'user' },
  { section: 'ecommerce', icon: 'cart' },
  { section: 'onlineordering', icon: 'globe' },
  { section: 'settings', icon: 'settings' },
  { section: 'account', icon: 'merchant' },
];

/** Routes a side menu links to: no detail routes (:id), no admin or support-admin pages (user menu / gating). */
function linkable(path: string): boolean {
  return (
    !path.includes(':') && !path.startsWith('/settings/admin') && !path.startsWith('/settings/supportadmin')
  );
}

/**
 * The side menu's sections from the route table. `isVisible` is the gate (role, reseller, product
 * mode, feature ids and flags); `t` translates; `href` builds the portal URL.
 */
export function buildSideMenu(options: {
  t: (key: string) => string;
  href: (path: string) => string;
  currentPath: string;
  sectionLabel: (section: Section) => string;
  isVisible?: (path: string) => boolean;
}): SideMenuSection[] {
  const visible = options.isVisible ?? (() => true);
  return menuSections
    .map(({ section, icon }) => ({
      id: section,
      label: options.sectionLabel(section),
      icon,
      items: routes
        .filter((r) => r.section === section && linkable(r.path) && visible(r.path))
        .filter((r) => !(r.path === '/menu/categoriesoritems'))
        .map((r) => ({
          id: r.path,
          label: options.t(routeTitleKey(r.path)),
          href: options.href(r.path),
          active: options.currentPath === r.path || options.currentPath.startsWith(`${r.path}/`),
        })),
    }))
    .filter((s) => s.items.length > 0);
}
