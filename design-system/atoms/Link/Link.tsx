import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Link.css';

type AnchorProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'style' | 'target' | 'rel' | 'href'
>;

export interface LinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  /** Opens in a new tab (target _blank, rel noopener noreferrer) with an external-link icon. */
  external?: boolean;
}

/**
 * A plain anchor styled as a link. It knows no router: the portal wraps it, handling onClick for
 * client-side navigation.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, children, external = false, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      className={styles.link}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? (
        <span className={styles.externalIcon}>
          <Icon name="external" size="small" />
        </span>
      ) : null}
    </a>
  );
});
