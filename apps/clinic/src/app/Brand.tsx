import { useTranslation } from 'react-i18next';
import { Link } from '@praktik/ui/Link';
import * as css from './layout.css';

/** The square mark; `/logo.svg` is the mark with the name, for wide places. */
export const MARK_SRC = '/mark.svg';
export const LOGO_SRC = '/logo.svg';

/**
 * `/mark.svg` drawn in the page: as an image, an SVG is a document of its own that the browser
 * builds on the main thread while the app starts (docs/performance.md, "Public pages").
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" className={css.brandLogo} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#ffffff" />
      <circle cx="48" cy="48" r="6" fill="#fbbf24" />
    </svg>
  );
}

/** The Praktik mark and name, linking home. */
export function Brand({ href = '/' }: { href?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={href}
      variant="standalone"
      className={css.brand}
      aria-label={t('common.brand.home')}
    >
      <BrandMark />
      <span>{t('common.brand.name')}</span>
    </Link>
  );
}
