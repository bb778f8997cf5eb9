import { useTranslation } from 'react-i18next';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Button } from '@praktik/ui/Button';
import { useSession } from '../session/session';
import * as css from './layout.css';

/** Not found and forbidden: both tell the user where they can go instead. Inside the shell (which
 * holds the page's h1 and main) it is `embedded`. */
export function StatusPage({
  kind,
  embedded = false,
}: {
  kind: 'notFound' | 'forbidden';
  embedded?: boolean;
}) {
  const Wrapper = embedded ? 'div' : 'main';
  const { t } = useTranslation();
  const loggedIn = !!useSession();
  return (
    <Wrapper className={css.centered}>
      <EmptyState
        icon={kind === 'forbidden' ? 'warning' : 'inbox'}
        titleLevel={embedded ? 2 : 1}
        title={t(`common.${kind}.title`)}
        text={t(`common.${kind}.text`)}
        action={
          <Button href={loggedIn ? '/dashboard' : '/'}>
            {loggedIn ? t('common.nav.toDashboard') : t('common.nav.toHome')}
          </Button>
        }
      />
    </Wrapper>
  );
}
