import type { ReactNode } from 'react';
import { Card } from '@praktik/ui/Card';
import { Text } from '@praktik/ui/Text';
import { Brand } from './Brand';
import { LocaleSwitch } from './LocaleSwitch';
import * as css from './layout.css';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** Login, register, activation and reset screens: one card in the middle, brand and language on top. */
export function AuthLayout({ title, subtitle, footer, wide = false, children }: AuthLayoutProps) {
  return (
    <main className={css.authPage}>
      <header className={css.authTop}>
        <Brand />
        <LocaleSwitch />
      </header>
      <Card
        title={title}
        titleLevel={1}
        footer={footer}
        className={wide ? css.wideCard : css.authCard}
      >
        <div className={css.stack}>
          {subtitle != null ? <Text variant="muted">{subtitle}</Text> : null}
          {children}
        </div>
      </Card>
    </main>
  );
}
