import { useId, useState } from 'react';
import {
  DropZone,
  FileTrigger,
  Link,
  ProgressBar,
  Text,
  type DropItem,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon/Icon';
import { CameraCapture } from './CameraCapture';
import { FilePreview } from './FilePreview';
import * as styles from './FileUpload.css';
import { FILE_UPLOAD_TYPES, isAccepted, type FacingMode } from './file-upload-options';
import fileUploadStrings from './fileUpload.strings.json';

/** One file in the list: picked (with `file`) or stored (with `url`); the app owns the list. */
export interface FileUploadItem {
  id: string;
  name: string;
  /** Where the stored file is; the name links to it. */
  url?: string | null;
  /** The picked file, previewed from memory (before and while it uploads). */
  file?: File | null;
  /** MIME type when known; otherwise the name's extension decides the preview. */
  type?: string | null;
  /** 0..100 while the app uploads it; a progress bar shows while it is a number. */
  progress?: number | null;
  /** Why this file failed (translated by the app). */
  error?: string | null;
}

export interface FileUploadProps {
  /** E.g. "Unggah berkas". */
  label: string;
  items: readonly FileUploadItem[];
  /** The files picked, dropped or photographed; the app uploads them and adds items. */
  onFilesChosen: (files: File[]) => void;
  /** Remove buttons show when given (and not read-only). */
  onRemove?: (id: string) => void;
  /** MIME types, `type/*` and `.ext` entries. @default FILE_UPLOAD_TYPES (jpg, jpeg, png, gif, HEIC) */
  acceptedFileTypes?: readonly string[];
  /** @default true */
  allowsMultiple?: boolean;
  /** Offer "Take a photo". @default true */
  allowsCamera?: boolean;
  /** The camera the photo button opens first. @default 'user' */
  defaultFacingMode?: FacingMode;
  /** Hint under the drop area (types, size limit). */
  description?: string;
  /** An error about the whole field (e.g. from the save call). */
  errorMessage?: string | null;
  /** @default false */
  isDisabled?: boolean;
  /** Shows the files only (a view-only assessment). @default false */
  isReadOnly?: boolean;
  /** Where to ask for the camera. @default navigator.mediaDevices (null when missing) */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | null;
}

const browserMediaDevices = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? navigator.mediaDevices
    : null;

/**
 * Files for a visit (spec 1 §2.12): choose or drop files, or take a photo with the camera;
 * previews of jpg, jpeg, png, gif and HEIC; per-file progress and errors given by the app.
 */
export function FileUpload({
  label,
  items,
  onFilesChosen,
  onRemove,
  acceptedFileTypes = FILE_UPLOAD_TYPES,
  allowsMultiple = true,
  allowsCamera = true,
  defaultFacingMode = 'user',
  description,
  errorMessage,
  isDisabled = false,
  isReadOnly = false,
  mediaDevices,
}: FileUploadProps) {
  const { t } = useUiStrings(fileUploadStrings);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const [isCameraOpen, setCameraOpen] = useState(false);

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const picked = allowsMultiple ? files : files.slice(0, 1);
    const accepted = picked.filter((file) => isAccepted(file, acceptedFileTypes));
    setRefused(picked.filter((file) => !accepted.includes(file)).map((file) => file.name));
    if (accepted.length > 0) onFilesChosen(accepted);
  };

  const onDrop = async (dropped: DropItem[]) => {
    const files = await Promise.all(
      dropped.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
    );
    choose(files);
  };

  const error =
    refused.length > 0
      ? t('fileUpload.notAccepted', { names: refused.join(', ') })
      : (errorMessage ?? null);
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {isReadOnly ? null : (
        <DropZone
          // react-aria would name the zone "DropZone" (it ships no Indonesian): the field's label.
          aria-label={label}
          className={styles.dropZone}
          isDisabled={isDisabled}
          getDropOperation={(types) =>
            [...acceptedFileTypes].some((type) => types.has(type)) || types.has('Files')
              ? 'copy'
              : 'cancel'
          }
          onDrop={(event) => void onDrop(event.items)}
        >
          <Text slot="label" className={styles.dropText}>
            {t('fileUpload.dropHere')}
          </Text>
          <FileTrigger
            acceptedFileTypes={[...acceptedFileTypes]}
            allowsMultiple={allowsMultiple}
            onSelect={(files) => choose(files ? Array.from(files) : [])}
          >
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              aria-describedby={describedBy || undefined}
            >
              {t('fileUpload.choose')}
            </Button>
          </FileTrigger>
          {allowsCamera ? (
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              onPress={() => setCameraOpen(true)}
            >
              <Icon name="camera" size={18} />
              {t('fileUpload.takePhoto')}
            </Button>
          ) : null}
        </DropZone>
      )}
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {items.length === 0 ? (
        <p className={styles.empty}>{t('fileUpload.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('fileUpload.files')}>
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              onRemove={!isReadOnly && onRemove ? () => onRemove(item.id) : undefined}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      )}

      {allowsCamera && !isReadOnly ? (
        <Dialog
          isOpen={isCameraOpen}
          onOpenChange={setCameraOpen}
          title={t('fileUpload.camera')}
          size="md"
        >
          <CameraCapture
            mediaDevices={mediaDevices === undefined ? browserMediaDevices() : mediaDevices}
            defaultFacingMode={defaultFacingMode}
            onCancel={() => setCameraOpen(false)}
            onCapture={(file) => {
              setCameraOpen(false);
              choose([file]);
            }}
          />
        </Dialog>
      ) : null}
    </div>
  );
}

function FileRow({
  item,
  onRemove,
  isDisabled,
}: {
  item: FileUploadItem;
  onRemove?: () => void;
  isDisabled: boolean;
}) {
  const { t } = useUiStrings(fileUploadStrings);
  const errorId = useId();
  const isUploading = typeof item.progress === 'number';
  return (
    <li className={[styles.item, item.error ? styles.itemInvalid : ''].filter(Boolean).join(' ')}>
      <FilePreview name={item.name} type={item.type} file={item.file} url={item.url} />
      <div className={styles.itemBody}>
        <p className={styles.itemName}>
          {item.url && !isUploading ? (
            <Link href={item.url} target="_blank" rel="noreferrer" className={styles.itemLink}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        {isUploading ? (
          <ProgressBar
            value={item.progress ?? 0}
            minValue={0}
            maxValue={100}
            aria-label={t('fileUpload.uploading', { name: item.name })}
            className={styles.progress}
          >
            {({ percentage, valueText }) => (
              <>
                <span aria-hidden="true">{valueText}</span>
                <span className={styles.track}>
                  <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
                </span>
              </>
            )}
          </ProgressBar>
        ) : null}
        {item.error ? (
          <p id={errorId} className={styles.itemError}>
            {item.error}
          </p>
        ) : null}
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          isDisabled={isDisabled}
          aria-label={t('fileUpload.remove', { name: item.name })}
          aria-describedby={item.error ? errorId : undefined}
          onPress={onRemove}
        >
          <Icon name="close" size={18} />
        </Button>
      ) : null}
    </li>
  );
}
