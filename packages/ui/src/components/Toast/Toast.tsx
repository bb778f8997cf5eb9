import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { UiStringKey } from '../../intl/strings';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icon-options';
import * as styles from './Toast.css';
import type { ToastTone } from './toast-options';
import { toastQueue, type ToastQueueOf } from './toast-queue';
import toastStrings from './toast.strings.json';

const ICON: Record<ToastTone, IconName> = { success: 'success', error: 'danger', info: 'info' };
const TONE_LABEL: Record<ToastTone, UiStringKey<typeof toastStrings>> = {
  success: 'toast.success',
  error: 'toast.error',
  info: 'toast.info',
};

export interface ToastRegionProps {
  /** @default the shared queue `toast.*` writes to */
  queue?: ToastQueueOf;
  /** @default ui string `toast.region` */
  'aria-label'?: string;
}

/**
 * Where snackbars appear: place once near the root (inside `UiProvider`). Top right, at most 5,
 * each gone after 2.5 s (paused while hovered or focused), dismissable, announced to screen
 * readers; F6 moves focus into the region.
 */
export function ToastRegion({ queue = toastQueue, 'aria-label': ariaLabel }: ToastRegionProps) {
  const { t } = useUiStrings(toastStrings);
  return (
    <AriaToastRegion
      queue={queue}
      className={styles.region}
      aria-label={ariaLabel ?? t('toast.region')}
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <Icon
            name={ICON[toast.content.tone]}
            size={20}
            className={styles.icon({ tone: toast.content.tone })}
          />
          <AriaToastContent className={styles.content}>
            <Text slot="title">
              <span className={styles.visuallyHidden}>{t(TONE_LABEL[toast.content.tone])}: </span>
              {toast.content.text}
            </Text>
          </AriaToastContent>
          <Button slot="close" className={styles.close} aria-label={t('toast.dismiss')}>
            <Icon name="close" size={16} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
