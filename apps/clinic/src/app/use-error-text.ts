import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/error';

/** Spec 1 §8: the server's detail, else the generic "Ada yang salah!". */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      isApiError(error) && error.detail ? error.detail : t('common.error.generic'),
    [t],
  );
}
