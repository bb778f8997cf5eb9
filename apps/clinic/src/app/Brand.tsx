import { useTranslation } from 'react-i18next';
import { Link } from '@praktik/ui/Link';
import * as css from './layout.css';

/** The square mark; `/logo.svg` is the mark with the name, for wide places. */
export const MARK_SRC = '/mark.svg';
export const LOGO_SRC = '/logo.svg';

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
      <img src={MARK_SRC} alt="" className={css.brandLogo} width={32} height={32} />
      <span>{t('common.brand.name')}</span>
    </Link>
  );
}
