import type { MenuItem, SideMenuBottomItem, SideMenuSection } from '../../design-system';

/** Shared fixtures of the portal frame stories (header, side menu, shell). */
export const menuSections: SideMenuSection[] = [
  {
    id: 'mystore',
    label: 'My store',
    icon: 'home',
    items: [{ id: 'home', label: 'Home', href: '#mystore/home' }],
  },
  {
    id: 'results',
    label: 'Results',
    icon: 'reports',
    items: [
      { id: 'reports', label: 'Reports', href: '#results/reports', active: true },
      { id: 'transactions', label: 'POS transactions', href: '#results/transactions' },
      { id: 'cash', label: 'Cash manager', href: '#results/cash' },
    ],
  },
  {
    id: 'inventory',
    label: 'Inventory',
    icon: 'menuBook',
    items: [
      { id: 'items', label: 'Items', href: '#inventory/items' },
      { id: 'discounts', label: 'Discounts', href: '#inventory/discounts' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    icon: 'people',
    items: [{ id: 'list', label: 'Customer list', href: '#customers/list' }],
  },
  {
    id: 'employees',
    label: 'Employees',
    icon: 'user',
    items: [{ id: 'staff', label: 'Staff', href: '#employees/staff' }],
  },
];

export const menuBottomItems: SideMenuBottomItem[] = [
  { id: 'settings', label: 'Settings', href: '#settings', icon: 'settings' },
  { id: 'help', label: 'Help center', href: 'https://example.com/help', icon: 'help', external: true },
];

export const userMenuItems: MenuItem[] = [
  { id: 'account', label: 'My Account', icon: 'user', onSelect: () => {} },
  { id: 'password', label: 'Change Password', icon: 'lock', onSelect: () => {} },
  { id: 'hardware', label: 'Buy Hardware', icon: 'cart', onSelect: () => {}, hidden: true },
  { id: 'logout', label: 'Logout', icon: 'logout', onSelect: () => {} },
];
