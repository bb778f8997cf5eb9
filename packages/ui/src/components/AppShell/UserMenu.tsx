import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { DefaultAvatar, Icon } from '../Icon/Icon';
import { isIconName } from '../Icon/icon-options';
import type { AppShellUser, AppShellUserMenuItem } from './app-shell-options';
import * as styles from './TopBarMenus.css';
import appShellStrings from './appShell.strings.json';

export interface UserMenuProps {
  user: AppShellUser;
  items: readonly AppShellUserMenuItem[];
}

function Avatar({ user, size }: { user: AppShellUser; size: number }) {
  return user.avatarUrl ? (
    <img
      src={user.avatarUrl}
      alt=""
      className={styles.avatar}
      style={{ width: size, height: size }}
    />
  ) : (
    <DefaultAvatar size={size} />
  );
}

/** Avatar and name in the top bar; opens the account menu (Dashboard, Profile, ..., Logout). */
export function UserMenu({ user, items }: UserMenuProps) {
  const { t } = useUiStrings(appShellStrings);
  return (
    <MenuTrigger>
      {/* The name comes first so the accessible name contains the visible text (WCAG 2.5.3). */}
      <Button className={styles.trigger} aria-label={`${user.name}, ${t('appShell.userMenu')}`}>
        <Avatar user={user} size={32} />
        <span className={styles.triggerText}>{user.name}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <div className={styles.userCard}>
          <Avatar user={user} size={44} />
          <div className={styles.userText}>
            <span className={styles.userName}>{user.name}</span>
            <span className={styles.userEmail}>{user.email}</span>
          </div>
        </div>
        <Menu
          aria-label={t('appShell.userMenu')}
          className={styles.menu}
          onAction={(key) => items.find((item) => item.id === key)?.onAction?.()}
        >
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              textValue={item.label}
              className={styles.menuItem}
            >
              {item.icon && isIconName(item.icon) ? <Icon name={item.icon} size={18} /> : null}
              <span className={styles.menuItemLabel}>{item.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
