import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { EmptyState } from '@praktik/ui/EmptyState';
import * as css from './layout.css';
import { PageShown } from './page-shown';

function PageError({ embedded }: { embedded: boolean }) {
  const { t } = useTranslation();
  const Wrapper = embedded ? 'div' : 'main';
  return (
    <Wrapper className={css.centered} role="alert">
      <EmptyState
        icon="warning"
        titleLevel={embedded ? 2 : 1}
        title={t('common.pageError.title')}
        text={t('common.pageError.text')}
        action={
          <Button onPress={() => window.location.reload()}>{t('common.pageError.reload')}</Button>
        }
      />
    </Wrapper>
  );
}

interface Props {
  children: ReactNode;
  /** Inside the shell (which holds the page's h1 and main). */
  embedded?: boolean;
  /** A new value (the path) clears the error: the next page gets its chance. */
  resetKey?: string;
}

/**
 * A page that throws while rendering, or whose code chunk no longer loads after a redeploy,
 * shows a message with a reload button instead of leaving the window blank.
 */
export class PageErrorBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasError: false });
    }
  }

  override render() {
    if (this.state.hasError) {
      return (
        <>
          <PageError embedded={this.props.embedded ?? false} />
          <PageShown />
        </>
      );
    }
    return this.props.children;
  }
}
