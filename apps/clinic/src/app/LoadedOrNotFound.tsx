import type { ReactNode } from 'react';
import { EmptyState } from '@praktik/ui/EmptyState';
import type { IconName } from '@praktik/ui/Icon';
import { Spinner } from '@praktik/ui/Spinner';
import { isApiError } from '../api/error';
import { useErrorText } from './use-error-text';

export interface LoadedOrNotFoundProps<Data> {
  /** The record the address names, or null when it names none (shown as not found). */
  id: string | null;
  /** The server's answer for that record. */
  result: { data?: Data; error?: unknown };
  /** The not-found state's icon, the record's kind. */
  icon: IconName;
  notFoundTitle: string;
  notFoundText: string;
  loadFailedTitle: string;
  /** The way back, offered when there is nothing to show. */
  back: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A page's record by the id in its address: not found (no id, or the server's 404, which is also
 * its answer for another clinic's record), failed with the server's reason, loading, or shown.
 */
export function LoadedOrNotFound<Data>({
  id,
  result,
  icon,
  notFoundTitle,
  notFoundText,
  loadFailedTitle,
  back,
  children,
}: LoadedOrNotFoundProps<Data>) {
  const errorText = useErrorText();
  if (!id || (isApiError(result.error) && result.error.status === 404)) {
    return <EmptyState icon={icon} title={notFoundTitle} text={notFoundText} action={back} />;
  }
  if (result.error) {
    return (
      <EmptyState
        icon="danger"
        title={loadFailedTitle}
        text={errorText(result.error)}
        action={back}
      />
    );
  }
  if (!result.data) return <Spinner />;
  return children(result.data);
}
