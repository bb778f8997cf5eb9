import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';
import type { LinkVariant } from './link-options';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children' | 'style'> {
  /** @default 'inline' */
  variant?: LinkVariant;
  className?: string;
  children: ReactNode;
}

/**
 * A react-aria link: plain `href`s navigate client-side through the app's `RouterProvider`.
 */
export function Link({ variant = 'inline', className, children, ...rest }: LinkProps) {
  const cls = styles.link({ variant });
  return (
    <AriaLink {...rest} className={className ? `${cls} ${className}` : cls}>
      {children}
    </AriaLink>
  );
}
