import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Link, Modal, ModalOverlay } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Icon } from '../Icon/Icon';
import * as styles from './AppShell.css';
import {
  activeParentIds,
  DEFAULT_PANEL_TAB,
  menuTree,
  panelTabFromHash,
  type AppShellLocale,
  type AppShellMenuGroup,
  type AppShellPanelContent,
  type AppShellUser,
  type AppShellUserMenuItem,
  type PanelTab,
  type SidebarVariant,
} from './app-shell-options';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SidebarMenu, useExpanded } from './SidebarMenu';
import { SidePanel } from './SidePanel';
import { UserMenu } from './UserMenu';
import { useShellLayout } from './use-shell-layout';
import appShellStrings from './appShell.strings.json';

export interface AppShellLogo {
  src: string;
  /** A square mark for the icons-only sidebar; the full logo, scaled down, when absent. */
  markSrc?: string;
  /** The brand's name; the link's accessible name. */
  alt: string;
  /** Where the logo leads (the dashboard home). */
  href: string;
}

export interface AppShellProps {
  /** Groups from the domain's `menuFor(role)`, labels translated by the caller. */
  menu: readonly AppShellMenuGroup[];
  /** The current pathname: marks the current entry and expands its parent. */
  currentPath: string;
  /** The page title for the top bar (the page's h1), already translated. */
  title: string;
  logo: AppShellLogo;
  user: AppShellUser;
  /** Dashboard, Profile, Change Password, Logout. */
  userMenu: readonly AppShellUserMenuItem[];
  locales: readonly AppShellLocale[];
  locale: string;
  onLocaleChange: (id: string) => void;
  footer?: ReactNode;
  /** The slide-out panel's sample content. @default empty lists */
  panel?: AppShellPanelContent;
  /**
   * The URL hash that picks the panel's tab (`#notes`, `#alerts`, `#chat`); a hash naming a tab
   * opens the panel on it. @default window.location.hash (and its changes)
   */
  hash?: string;
  /** Called when the user switches the panel's tab (to mirror it in the URL, if wanted). */
  onPanelTabChange?: (tab: PanelTab) => void;
  /** Start with the desktop sidebar collapsed to icons. @default false */
  defaultCollapsed?: boolean;
  children: ReactNode;
}

const EMPTY_PANEL: AppShellPanelContent = { notes: [], alerts: [], contacts: [] };

function currentHash(): string {
  return typeof window === 'undefined' ? '' : window.location.hash;
}

/**
 * The page shell of the dashboard (spec 1 §2.6): side menu, logo header with a collapse toggle,
 * top bar (title, language, panel, user menu), main content, footer, and the slide-out panel.
 * Above 1024 px the sidebar is full (collapsible); 769–1024 px icons only; at 768 px and below
 * a drawer opened by the menu button.
 */
export function AppShell({
  menu,
  currentPath,
  title,
  logo,
  user,
  userMenu,
  locales,
  locale,
  onLocaleChange,
  footer,
  panel = EMPTY_PANEL,
  hash,
  onPanelTabChange,
  defaultCollapsed = false,
  children,
}: AppShellProps) {
  const { t } = useUiStrings(appShellStrings);
  const layout = useShellLayout();
  const mainId = useId();
  const sidebarId = useId();
  const mainRef = useRef<HTMLElement>(null);

  const [isDesktopCollapsed, setDesktopCollapsed] = useState(defaultCollapsed);
  const [isTabletExpanded, setTabletExpanded] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const variant: SidebarVariant =
    layout === 'mobile'
      ? 'drawer'
      : layout === 'tablet'
        ? isTabletExpanded
          ? 'full'
          : 'mini'
        : isDesktopCollapsed
          ? 'mini'
          : 'full';
  const toggleSidebar = () =>
    layout === 'tablet'
      ? setTabletExpanded((value) => !value)
      : setDesktopCollapsed((value) => !value);

  // The drawer belongs to the small screen: leaving it (rotating a tablet) closes it.
  const [seenLayout, setSeenLayout] = useState(layout);
  if (seenLayout !== layout) {
    setSeenLayout(layout);
    setDrawerOpen(false);
  }

  const nodes = useMemo(() => menuTree(menu, currentPath), [menu, currentPath]);
  const [expanded, setExpandedOne, setExpanded] = useExpanded(activeParentIds(nodes));
  // Navigating elsewhere opens the parent of the new current entry.
  const [seenPath, setSeenPath] = useState(currentPath);
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    const ids = activeParentIds(nodes);
    if (ids.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...ids]));
  }

  // Panel: the tab comes from the hash (default chat); a hash naming a tab opens the panel.
  const [panelTab, setPanelTab] = useState<PanelTab>(
    () => panelTabFromHash(hash ?? currentHash()) ?? DEFAULT_PANEL_TAB,
  );
  const [isPanelOpen, setPanelOpen] = useState(
    () => panelTabFromHash(hash ?? currentHash()) !== null,
  );
  useEffect(() => {
    const apply = (value: string) => {
      const tab = panelTabFromHash(value);
      if (tab) {
        setPanelTab(tab);
        setPanelOpen(true);
      }
    };
    if (hash !== undefined) {
      apply(hash);
      return;
    }
    const onHashChange = () => apply(currentHash());
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [hash]);

  const sidebarMenu = (menuVariant: 'full' | 'mini', onNavigate?: () => void) => (
    <nav aria-label={t('appShell.mainNav')} className={styles.sidebarNav}>
      <SidebarMenu
        nodes={nodes}
        variant={menuVariant}
        expanded={expanded}
        onExpandedChange={setExpandedOne}
        onNavigate={onNavigate}
      />
    </nav>
  );

  const logoLink = (isMini: boolean, onNavigate?: () => void) => (
    <Link href={logo.href} className={styles.logoLink} aria-label={logo.alt} onPress={onNavigate}>
      <img
        src={isMini && logo.markSrc ? logo.markSrc : logo.src}
        alt=""
        className={styles.logoImage}
      />
    </Link>
  );

  return (
    <div className={styles.shell} data-layout={layout} data-sidebar={variant}>
      {/* A plain anchor: it must move focus, not go through the app's router. */}
      <a
        href={`#${mainId}`}
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView({ block: 'start' });
        }}
      >
        {t('appShell.skipToContent')}
      </a>

      {variant !== 'drawer' ? (
        <div id={sidebarId} className={styles.sidebar} data-variant={variant}>
          <div className={styles.logoHeader}>
            {logoLink(variant === 'mini')}
            <Button
              className={styles.iconButton}
              aria-label={
                variant === 'full' ? t('appShell.collapseSidebar') : t('appShell.expandSidebar')
              }
              aria-expanded={variant === 'full'}
              aria-controls={sidebarId}
              onPress={toggleSidebar}
            >
              <Icon name="chevronLeft" size={20} className={styles.toggleIcon} />
            </Button>
          </div>
          {sidebarMenu(variant)}
        </div>
      ) : null}

      <div className={styles.content}>
        <header className={styles.topBar}>
          {variant === 'drawer' ? (
            <Button
              className={styles.iconButton}
              aria-label={t('appShell.openMenu')}
              aria-expanded={isDrawerOpen}
              onPress={() => setDrawerOpen(true)}
            >
              <Icon name="menu" size={22} />
            </Button>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.topActions}>
            <LanguageSwitcher locales={locales} locale={locale} onLocaleChange={onLocaleChange} />
            <Button
              className={styles.iconButton}
              aria-label={t('appShell.openPanel')}
              aria-expanded={isPanelOpen}
              onPress={() => setPanelOpen(true)}
            >
              <Icon name="panel" size={22} />
            </Button>
            <UserMenu user={user} items={userMenu} />
          </div>
        </header>

        <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>

        {footer != null ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>

      {variant === 'drawer' ? (
        <ModalOverlay
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          isDismissable
          className={styles.overlay}
        >
          <Modal className={styles.drawer}>
            <Dialog className={styles.sheetDialog} aria-label={t('appShell.mainNav')}>
              <div className={styles.logoHeader}>
                {logoLink(false, () => setDrawerOpen(false))}
                <Button
                  className={styles.iconButton}
                  aria-label={t('appShell.closeMenu')}
                  onPress={() => setDrawerOpen(false)}
                >
                  <Icon name="close" size={22} />
                </Button>
              </div>
              {/* Spec 1 §2.6: on mobile, tapping an entry closes the menu. */}
              {sidebarMenu('full', () => setDrawerOpen(false))}
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : null}

      <SidePanel
        isOpen={isPanelOpen}
        onOpenChange={setPanelOpen}
        tab={panelTab}
        onTabChange={(tab) => {
          setPanelTab(tab);
          onPanelTabChange?.(tab);
        }}
        content={panel}
      />
    </div>
  );
}
