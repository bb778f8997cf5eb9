import { useId, useState } from 'react';
import {
  Button,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { isIconName } from '../Icon/icon-options';
import * as shellStyles from './AppShell.css';
import type { NavNode } from './app-shell-options';
import * as styles from './SidebarMenu.css';
import * as menuStyles from './TopBarMenus.css';

function NodeIcon({ name }: { name: string }) {
  return <Icon name={isIconName(name) ? name : 'dashboard'} size={22} />;
}

export interface SidebarMenuProps {
  nodes: readonly NavNode[];
  /** `mini`: icons only, names as tooltips and accessible names; parents open a popup menu. */
  variant: 'full' | 'mini';
  /** Ids of the expanded parents (full variant). */
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, isExpanded: boolean) => void;
  /** Called after a link is pressed (the drawer closes). */
  onNavigate?: () => void;
}

/** The side menu's rows. */
export function SidebarMenu({
  nodes,
  variant,
  expanded,
  onExpandedChange,
  onNavigate,
}: SidebarMenuProps) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) =>
        variant === 'mini' ? (
          <li key={node.id}>
            <MiniRow node={node} onNavigate={onNavigate} />
          </li>
        ) : (
          <li key={node.id}>
            <FullRow
              node={node}
              expanded={expanded}
              onExpandedChange={onExpandedChange}
              onNavigate={onNavigate}
            />
          </li>
        ),
      )}
    </ul>
  );
}

function FullRow({
  node,
  expanded,
  onExpandedChange,
  onNavigate,
  isChild = false,
}: {
  node: NavNode;
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, isExpanded: boolean) => void;
  onNavigate?: () => void;
  isChild?: boolean;
}) {
  const subId = useId();
  const rowClass = isChild ? `${styles.row} ${styles.childRow}` : styles.row;

  if (node.children) {
    const isExpanded = expanded.has(node.id);
    return (
      <>
        <Button
          className={rowClass}
          aria-expanded={isExpanded}
          aria-controls={subId}
          data-active={node.isActive || undefined}
          onPress={() => onExpandedChange(node.id, !isExpanded)}
        >
          <NodeIcon name={node.icon} />
          <span className={styles.label}>{node.label}</span>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </Button>
        <ul id={subId} className={styles.subList} hidden={!isExpanded}>
          {node.children.map((child) => (
            <li key={child.id}>
              <FullRow
                node={child}
                expanded={expanded}
                onExpandedChange={onExpandedChange}
                onNavigate={onNavigate}
                isChild
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Link
      href={node.url}
      className={rowClass}
      aria-current={node.isActive ? 'page' : undefined}
      data-current={node.isActive || undefined}
      onPress={onNavigate}
    >
      {isChild ? null : <NodeIcon name={node.icon} />}
      <span className={styles.label}>{node.label}</span>
    </Link>
  );
}

function MiniRow({ node, onNavigate }: { node: NavNode; onNavigate?: () => void }) {
  const rowClass = `${styles.row} ${styles.miniRow}`;
  const tooltip = (
    <Tooltip placement="end" offset={8} className={shellStyles.tooltip}>
      {node.label}
    </Tooltip>
  );

  if (node.children) {
    return (
      <MenuTrigger>
        <TooltipTrigger delay={300} closeDelay={0}>
          <Button
            className={rowClass}
            aria-label={node.label}
            data-active={node.isActive || undefined}
          >
            <NodeIcon name={node.icon} />
            {node.isActive ? <span className={styles.miniMarker} aria-hidden="true" /> : null}
          </Button>
          {tooltip}
        </TooltipTrigger>
        <Popover placement="end top" offset={8} className={menuStyles.popover}>
          <Menu aria-label={node.label} className={menuStyles.menu} onAction={() => onNavigate?.()}>
            {node.children.map((child) => (
              <MenuItem
                key={child.id}
                id={child.id}
                href={child.url}
                textValue={child.label}
                className={menuStyles.menuItem}
                // react-aria's MenuItem drops aria-current; the name of the current entry is
                // also the page's h1, and the row is styled by data-current.
                data-current={child.isActive || undefined}
              >
                <span className={menuStyles.menuItemLabel}>{child.label}</span>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    );
  }

  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      <Link
        href={node.url}
        className={rowClass}
        aria-label={node.label}
        aria-current={node.isActive ? 'page' : undefined}
        data-current={node.isActive || undefined}
        onPress={onNavigate}
      >
        <NodeIcon name={node.icon} />
      </Link>
      {tooltip}
    </TooltipTrigger>
  );
}

export function useExpanded(initial: readonly string[]) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initial));
  const setOne = (id: string, isExpanded: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isExpanded) next.add(id);
      else next.delete(id);
      return next;
    });
  return [expanded, setOne, setExpanded] as const;
}
