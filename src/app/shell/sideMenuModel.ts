import type { IconName, SideMenuBottomItem, SideMenuSection } from '../../../design-system';
import type { Translate } from '../../../i18n/intl';
import type { AccessContext } from '../../domain/access/context';
import {
  bottomItemsFor,
  menuSectionIsCalledMenu,
  sideMenuFor,
  type BottomItem,
} from '../../domain/access/routeAccess';
import { routeTitleKey, type Section } from '../../domain/routes';

const sectionIcons: Record<Section, IconName> = {
  mystore: 'home',
  results: 'reports',
  menu: 'menuBook',
  customers: 'people',
  employees: 'user',
  ecommerce: 'cart',
  onlineordering: 'globe',
  settings: 'settings',
  account: 'merchant',
  pilotprogram: 'success',
  supportTools: 'help',
};

/** The catalogue key of a section's title (Inventory is called Menu in product mode 2). */
export function sectionTitleKey(
  section: Section,
  ctx: Pick<AccessContext, 'productMode'> | null,
): `Section.${Section}` | 'Section.menu.productMode2' {
  return section === 'menu' && ctx && menuSectionIsCalledMenu(ctx)
    ? 'Section.menu.productMode2'
    : `Section.${section}`;
}

function isActive(currentPath: string, path: string) {
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

/**
 * The side menu's sections: what src/domain/access lets the context see, in the specification's
 * order, each entry titled by its route and placed under its sub-heading. Links carry the full
 * portal address (`href`, e.g. portalHref), so Ctrl-click and "open in new tab" work.
 */
export function buildSideMenu(options: {
  ctx: AccessContext;
  t: Translate;
  currentPath: string;
  href: (path: string) => string;
}): SideMenuSection[] {
  return sideMenuFor(options.ctx).map(({ section, entries }) => ({
    id: section,
    label: options.t(sectionTitleKey(section, options.ctx)),
    icon: sectionIcons[section],
    items: entries.map(({ path, group }) => ({
      id: path,
      label: options.t(routeTitleKey(path)),
      href: options.href(path),
      active: isActive(options.currentPath, path),
      group: group ? options.t(`MenuGroup.${group}`) : undefined,
    })),
  }));
}

/** The help document opened from the side menu (a classic page of this server). */
export function helpCenterHref(base: string, section: Section | null): string {
  return `${base}Legacy/help${section ? `/${section}` : ''}`;
}

const bottomItemPaths: Record<Exclude<BottomItem, 'helpCenter'>, string> = {
  settings: '/settings',
  pilotProgram: '/pilotprogram',
};

/** The side menu's bottom items: Settings, Help center (a popup, see openHelpCenter), Pilot program. */
export function buildBottomItems(options: {
  ctx: AccessContext;
  t: Translate;
  currentPath: string;
  helpHref: string;
  href: (path: string) => string;
}): SideMenuBottomItem[] {
  const { href } = options;
  return bottomItemsFor(options.ctx).map((item) => {
    if (item === 'helpCenter') {
      return { id: item, label: options.t('SideMenu.HelpCenter'), href: options.helpHref, icon: 'help' };
    }
    const path = bottomItemPaths[item];
    return {
      id: item,
      label: options.t(item === 'settings' ? 'SideMenu.Settings' : 'SideMenu.PilotProgram'),
      href: href(path),
      icon: item === 'settings' ? 'settings' : 'success',
      active: options.currentPath === path,
    };
  });
}

/** Help links open external documents in a popup of 1024 by 768 (1-foundation.md §9). */
export const HELP_POPUP_FEATURES = 'popup=yes,width=1024,height=768,noopener,noreferrer';

export function openHelpCenter(href: string, open: typeof window.open = window.open.bind(window)) {
  open(href, 'backroomHelp', HELP_POPUP_FEATURES);
}
