import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Icon } from '../Icon/Icon';
import type { AppShellLocale } from './app-shell-options';
import * as styles from './TopBarMenus.css';
import appShellStrings from './appShell.strings.json';

export interface LanguageSwitcherProps {
  locales: readonly AppShellLocale[];
  locale: string;
  onLocaleChange: (id: string) => void;
}

/** The top bar's language menu: the current language's flag, a list to pick another. */
export function LanguageSwitcher({ locales, locale, onLocaleChange }: LanguageSwitcherProps) {
  const { t } = useUiStrings(appShellStrings);
  const current = locales.find((item) => item.id === locale);
  return (
    <MenuTrigger>
      <Button
        className={styles.trigger}
        aria-label={`${t('appShell.language')}: ${current?.label ?? locale}`}
      >
        {current?.flag ?? <Icon name="globe" size={20} />}
        <span className={styles.triggerText}>{current?.label ?? locale}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          aria-label={t('appShell.language')}
          className={styles.menu}
          selectionMode="single"
          selectedKeys={[locale]}
          disallowEmptySelection
          onAction={(key) => {
            if (key !== locale) onLocaleChange(String(key));
          }}
        >
          {locales.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              textValue={item.label}
              className={styles.menuItem}
              lang={item.id}
            >
              {({ isSelected }) => (
                <>
                  {item.flag}
                  <span className={styles.menuItemLabel}>{item.label}</span>
                  {isSelected ? <Icon name="check" size={18} className={styles.check} /> : null}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
