import {
  AccordionItem,
  AccordionItemContent,
  AccordionItemIndicator,
  AccordionItemTrigger,
  AccordionRoot,
} from '@ark-ui/react/accordion';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Icon, type IconName } from '../../atoms/Icon/Icon';
import * as styles from './SideMenu.css';

export interface SideMenuItem {
  id: string;
  label: string;
  href: string;
  /** The current page (aria-current="page"); its section starts expanded. */
  active?: boolean;
  /** The sub-heading the entry stands under inside its section (Results: sales, operations…). */
  group?: string;
}

export interface SideMenuSection {
  id: string;
  label: string;
  icon?: IconName;
  items: SideMenuItem[];
}

export interface SideMenuBottomItem {
  id: string;
  label: string;
  href: string;
  icon?: IconName;
  /** Opens in a new tab; onNavigate is not called for it. */
  external?: boolean;
  active?: boolean;
}

export interface SideMenuProps {
  /** The accessible name of the navigation landmark. */
  label: string;
  /** Puts an id on the <nav> (the header's hamburger controls it). */
  id?: string;
  sections: SideMenuSection[];
  bottomItems?: SideMenuBottomItem[];
  /** Under the bottom items (the brand logo). */
  footer?: ReactNode;
  /**
   * Called on a plain left click of an internal link, so the portal can route on the client
   * (it calls event.preventDefault()). Clicks with a modifier key keep the browser's behaviour.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Consecutive entries of one sub-heading, in order; a sub-heading of one entry is the entry itself. */
function groupsOf(items: SideMenuItem[]): { label: string | null; items: SideMenuItem[] }[] {
  const groups: { label: string | null; items: SideMenuItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.label === (item.group ?? null)) last.items.push(item);
    else groups.push({ label: item.group ?? null, items: [item] });
  }
  return groups.flatMap((g) => (g.items.length === 1 ? [{ label: null, items: g.items }] : [g]));
}

function activeSectionOf(sections: SideMenuSection[]) {
  return sections.find((s) => s.items.some((i) => i.active))?.id;
}

/**
 * The portal's side menu: a navigation landmark with collapsible sections (Ark Accordion:
 * aria-expanded buttons, arrow keys between them) and the bottom links.
 */
export function SideMenu({ label, id, sections, bottomItems = [], footer, onNavigate }: SideMenuProps) {
  const activeSection = activeSectionOf(sections);
  const [expanded, setExpanded] = useState<string[]>(activeSection ? [activeSection] : []);
  const [seenActive, setSeenActive] = useState(activeSection);
  // Navigating elsewhere expands the section of the new page (state adjusted during render).
  if (activeSection !== seenActive) {
    setSeenActive(activeSection);
    if (activeSection && !expanded.includes(activeSection)) setExpanded([...expanded, activeSection]);
  }

  const onLinkClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onNavigate && isPlainClick(event)) onNavigate(href, event);
  };

  return (
    <nav className={styles.nav} aria-label={label} id={id}>
      <div className={styles.scroll}>
        <AccordionRoot multiple value={expanded} onValueChange={(details) => setExpanded(details.value)}>
          <ul className={styles.list}>
            {sections.map((section) =>
              section.items.length === 1 ? (
                // A section of one entry is the entry itself: a link with the section's icon.
                <li key={section.id}>
                  <a
                    className={styles.link}
                    href={section.items[0].href}
                    aria-current={section.items[0].active ? 'page' : undefined}
                    onClick={onLinkClick(section.items[0].href)}
                  >
                    {section.icon ? (
                      <span className={styles.icon}>
                        <Icon name={section.icon} />
                      </span>
                    ) : null}
                    <span className={styles.sectionLabel}>{section.items[0].label}</span>
                  </a>
                </li>
              ) : (
                <AccordionItem key={section.id} value={section.id} asChild>
                  <li>
                    <AccordionItemTrigger
                      className={styles.sectionButton}
                      data-active={section.id === activeSection || undefined}
                    >
                      {section.icon ? (
                        <span className={styles.icon}>
                          <Icon name={section.icon} />
                        </span>
                      ) : null}
                      <span className={styles.sectionLabel}>{section.label}</span>
                      <AccordionItemIndicator className={styles.chevron}>
                        <Icon name="chevronDown" size="small" />
                      </AccordionItemIndicator>
                    </AccordionItemTrigger>
                    <AccordionItemContent role="group">
                      <ul className={styles.list}>
                        {groupsOf(section.items).map((group, index) =>
                          group.label ? (
                            <li key={`${section.id}:${group.label}`}>
                              <span
                                className={styles.groupHeading}
                                id={`${id ?? 'menu'}-${section.id}-${index}`}
                              >
                                {group.label}
                              </span>
                              <ul
                                className={styles.list}
                                aria-labelledby={`${id ?? 'menu'}-${section.id}-${index}`}
                              >
                                {group.items.map((item) => (
                                  <EntryLink key={item.id} item={item} onClick={onLinkClick(item.href)} />
                                ))}
                              </ul>
                            </li>
                          ) : (
                            group.items.map((item) => (
                              <EntryLink key={item.id} item={item} onClick={onLinkClick(item.href)} />
                            ))
                          ),
                        )}
                      </ul>
                    </AccordionItemContent>
                  </li>
                </AccordionItem>
              ),
            )}
          </ul>
        </AccordionRoot>
      </div>
      {bottomItems.length > 0 ? (
        <ul className={`${styles.list} ${styles.bottom}`}>
          {bottomItems.map((item) => (
            <li key={item.id}>
              <a
                className={styles.link}
                href={item.href}
                aria-current={item.active ? 'page' : undefined}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener noreferrer' : undefined}
                onClick={item.external ? undefined : onLinkClick(item.href)}
              >
                {item.icon ? (
                  <span className={styles.icon}>
                    <Icon name={item.icon} />
                  </span>
                ) : null}
                <span className={styles.sectionLabel}>{item.label}</span>
                {item.external ? (
                  <span className={styles.icon}>
                    <Icon name="external" size="small" />
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </nav>
  );
}

/** An entry inside a section, indented past the section's icon. */
function EntryLink({
  item,
  onClick,
}: {
  item: SideMenuItem;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <li>
      <a
        className={`${styles.link} ${styles.subLink}`}
        href={item.href}
        aria-current={item.active ? 'page' : undefined}
        onClick={onClick}
      >
        {item.label}
      </a>
    </li>
  );
}
