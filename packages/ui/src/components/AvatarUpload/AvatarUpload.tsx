import { useEffect, useId, useState } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button';
import { DefaultAvatar } from '../Icon/Icon';
import * as styles from './AvatarUpload.css';
import { AVATAR_FILE_TYPES, type AvatarSize } from './avatar-upload-options';
import avatarUploadStrings from './avatarUpload.strings.json';

export interface AvatarUploadProps {
  /** E.g. "Foto Profil". */
  label: string;
  /** The current picture; the default avatar shows when absent. */
  imageUrl?: string | null;
  /** Called with the picked image; the caller uploads it (and sets `progress`). */
  onFileSelected: (file: File) => void;
  /** Upload progress 0..100; a progress bar shows while it is a number. @default null */
  progress?: number | null;
  /** MIME types the picker offers. @default ['image/jpeg', 'image/png', 'image/webp'] */
  acceptedFileTypes?: readonly string[];
  /** Hint under the button (size limit). */
  description?: string;
  errorMessage?: string | null;
  /** @default false */
  isDisabled?: boolean;
  /** @default ui string `avatarUpload.choose` / `avatarUpload.change` */
  buttonLabel?: string;
  /** @default 'lg' */
  size?: AvatarSize;
}

/**
 * A person's or clinic's picture with a button to pick a new one. The picked file shows at once
 * as a local preview while the caller uploads it.
 */
export function AvatarUpload({
  label,
  imageUrl,
  onFileSelected,
  progress = null,
  acceptedFileTypes = AVATAR_FILE_TYPES,
  description,
  errorMessage,
  isDisabled = false,
  buttonLabel,
  size = 'lg',
}: AvatarUploadProps) {
  const { t } = useUiStrings(avatarUploadStrings);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [typeError, setTypeError] = useState(false);
  // A new imageUrl (the upload finished and the caller saved it) replaces the local preview.
  const [seenImageUrl, setSeenImageUrl] = useState(imageUrl);
  if (seenImageUrl !== imageUrl) {
    setSeenImageUrl(imageUrl);
    setPreviewUrl(null);
  }

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const onSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    // The picker's filter can be switched to "all files": check again.
    if (!acceptedFileTypes.includes(file.type)) {
      setTypeError(true);
      return;
    }
    setTypeError(false);
    setPreviewUrl(URL.createObjectURL(file));
    onFileSelected(file);
  };

  const shownUrl = previewUrl ?? imageUrl ?? null;
  const error = typeError ? t('avatarUpload.notImage') : errorMessage;
  const isUploading = typeof progress === 'number';
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <div className={styles.picture({ size, invalid: Boolean(error) })}>
          {shownUrl ? (
            <img
              src={shownUrl}
              alt={previewUrl ? t('avatarUpload.preview') : t('avatarUpload.current')}
              className={styles.image}
            />
          ) : (
            <DefaultAvatar size={size === 'lg' ? 112 : 72} label={t('avatarUpload.none')} />
          )}
        </div>
        <div className={styles.controls}>
          <FileTrigger acceptedFileTypes={[...acceptedFileTypes]} onSelect={onSelect}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled || isUploading}
              aria-describedby={describedBy || undefined}
            >
              {buttonLabel ?? (shownUrl ? t('avatarUpload.change') : t('avatarUpload.choose'))}
            </Button>
          </FileTrigger>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
          {isUploading ? (
            <ProgressBar
              value={progress}
              minValue={0}
              maxValue={100}
              aria-label={t('avatarUpload.uploading')}
              className={styles.progress}
            >
              {({ percentage, valueText }) => (
                <>
                  <span aria-hidden="true">{t('avatarUpload.uploading')}</span>
                  <span aria-hidden="true">{valueText}</span>
                  <span className={styles.track}>
                    <span
                      className={styles.fill}
                      style={{ width: `${percentage ?? 0}%`, display: 'block' }}
                    />
                  </span>
                </>
              )}
            </ProgressBar>
          ) : null}
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
