export interface NavItem {
  label: string;
  to: string;
  /** Paths on which this item counts as the current page. */
  activeOn: readonly string[];
}

/** The five header links. The plan screen lives under three paths. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', activeOn: ['/'] },
  { label: 'Energy Plan', to: '/plan', activeOn: ['/plan', '/energy-plan', '/my-plan'] },
  { label: 'About', to: '/about', activeOn: ['/about'] },
  { label: 'Partners', to: '/partners', activeOn: ['/partners'] },
  { label: 'Contact Us', to: '/contact', activeOn: ['/contact'] },
];

/** A trailing slash ('/about/') is the same page. Shared plans (/plan/{token}) are not "your" plan. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.activeOn.includes(path);
}
