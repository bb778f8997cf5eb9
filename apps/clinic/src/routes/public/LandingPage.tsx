import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Heading } from '@praktik/ui/Heading';
import { Text } from '@praktik/ui/Text';
import { Icon, type IconName } from '@praktik/ui/Icon';
import { Link } from '@praktik/ui/Link';
import { Brand } from '../../app/Brand';
import { LocaleSwitch } from '../../app/LocaleSwitch';
import { useSession } from '../../session/session';
import * as css from './landing.css';
import { registerPageTexts } from '../../intl/page-texts';
import landingTexts from './landing.page-texts.json';

registerPageTexts(landingTexts);

const FEATURES: { id: string; icon: IconName }[] = [
  { id: 'records', icon: 'patient' },
  { id: 'visits', icon: 'visit' },
  { id: 'reservations', icon: 'calendar' },
  { id: 'payments', icon: 'payment' },
  { id: 'team', icon: 'staff' },
  { id: 'satusehat', icon: 'integration' },
];

const HIGHLIGHTS: { id: string; icon: IconName }[] = [
  { id: 'queue', icon: 'visit' },
  { id: 'records', icon: 'note' },
  { id: 'invoice', icon: 'payment' },
];

/** Spec 1 §2.3: sections home, about and a join footer; Register only for visitors. */
export default function LandingPage() {
  const { t } = useTranslation();
  const loggedIn = !!useSession();
  const { hash } = useLocation();

  // Client-side navigation to #about changes the URL only; the browser's own jump is ours to do.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <div className={css.page}>
      <header className={css.nav}>
        <nav className={css.navInner} aria-label={t('landing.nav.label')}>
          <Brand />
          <div className={css.navLinks}>
            <Link href="#about" variant="standalone" className={css.navOptional}>
              {t('landing.nav.about')}
            </Link>
            <LocaleSwitch />
            {loggedIn ? (
              <Button href="/dashboard" size="sm">
                {t('landing.nav.dashboard')}
              </Button>
            ) : (
              <>
                <Button href="/login" variant="ghost" size="sm">
                  {t('landing.nav.login')}
                </Button>
                <Button href="/register" size="sm">
                  {t('landing.nav.register')}
                </Button>
              </>
            )}
          </div>
        </nav>
      </header>

      <main>
        <div className={css.heroBand}>
          <section id="home" className={`${css.section} ${css.hero}`} aria-labelledby="home-title">
            <div className={css.stack}>
              <p className={css.eyebrow}>{t('landing.home.eyebrow')}</p>
              <h1 id="home-title" className={css.heroTitle}>
                {t('landing.home.title')}
              </h1>
              <p className={css.lead}>{t('landing.home.lead')}</p>
              <div className={css.actions}>
                {loggedIn ? (
                  <Button href="/dashboard">{t('landing.nav.dashboard')}</Button>
                ) : (
                  <Button href="/register">{t('landing.home.cta')}</Button>
                )}
                <Button href="#about" variant="secondary">
                  {t('landing.home.secondary')}
                </Button>
              </div>
            </div>
            <div className={css.heroCard} aria-hidden="true">
              {HIGHLIGHTS.map((h) => (
                <div key={h.id} className={css.heroStat}>
                  <span className={css.heroStatIcon}>
                    <Icon name={h.icon} size={22} />
                  </span>
                  <div>
                    <Text variant="strong">{t(`landing.home.highlights.${h.id}.title`)}</Text>
                    <Text variant="small">{t(`landing.home.highlights.${h.id}.text`)}</Text>
                  </div>
                </div>
              ))}
            </div>
          </section>
        </div>

        <section id="about" className={css.section} aria-labelledby="about-title">
          <div className={css.stack}>
            <p className={css.eyebrow}>{t('landing.about.eyebrow')}</p>
            <Heading level={2} id="about-title">
              {t('landing.about.title')}
            </Heading>
            <p className={css.lead}>{t('landing.about.lead')}</p>
            <div className={css.grid}>
              {FEATURES.map((f) => (
                <article key={f.id} className={css.feature}>
                  <span className={css.featureIcon}>
                    <Icon name={f.icon} size={22} />
                  </span>
                  <Heading level={3} size="sm">
                    {t(`landing.about.features.${f.id}.title`)}
                  </Heading>
                  <Text variant="muted">{t(`landing.about.features.${f.id}.text`)}</Text>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section id="join" className={css.join} aria-labelledby="join-title">
          <div className={`${css.section} ${css.joinInner}`}>
            <h2 id="join-title" className={css.heroTitle}>
              {t('landing.join.title')}
            </h2>
            <p className={css.joinText}>{t('landing.join.text')}</p>
            {loggedIn ? (
              <Button href="/dashboard" variant="secondary">
                {t('landing.nav.dashboard')}
              </Button>
            ) : (
              <Button href="/register" variant="secondary">
                {t('landing.join.register')}
              </Button>
            )}
          </div>
        </section>
      </main>

      <footer className={css.footer}>
        <span>{t('landing.footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('landing.footer.tagline')}</span>
      </footer>
    </div>
  );
}
