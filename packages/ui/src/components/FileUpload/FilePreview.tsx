import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Spinner } from '../Spinner';
import * as styles from './FileUpload.css';
import { extensionLabel, previewKindOf } from './file-upload-options';
import fileUploadStrings from './fileUpload.strings.json';

export interface FilePreviewProps {
  name: string;
  type?: string | null;
  file?: File | null;
  url?: string | null;
}

type Decoded = { source: File | string; url: string | null };

/**
 * Browsers other than Safari cannot draw HEIC: decode it to JPEG with heic-to (libheif in
 * WebAssembly, about 3 MB), loaded only when a HEIC file is shown. `undefined` while decoding,
 * null when it cannot be decoded.
 */
function useHeicPreview(source: File | string | null, isHeic: boolean): string | null | undefined {
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  useEffect(() => {
    if (!isHeic || !source) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    (async () => {
      const blob = typeof source === 'string' ? await (await fetch(source)).blob() : source;
      const { heicTo, isHeic } = await import('heic-to/csp');
      // A misnamed file is refused here, before libheif's worker starts on it.
      const file = blob instanceof File ? blob : new File([blob], 'preview.heic');
      if (!(await isHeic(file))) throw new Error('not a HEIC file');
      const jpeg = await heicTo({ blob, type: 'image/jpeg', quality: 0.8 });
      objectUrl = URL.createObjectURL(jpeg);
      if (!cancelled) setDecoded({ source, url: objectUrl });
    })().catch(() => {
      if (!cancelled) setDecoded({ source, url: null });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source, isHeic]);
  if (!source) return null;
  return decoded?.source === source ? decoded.url : undefined;
}

/** A picked file drawn from memory; the object URL lives as long as the element shows it. */
function LocalImage({ file, alt, onError }: { file: File; alt: string; onError: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    const objectUrl = URL.createObjectURL(file);
    image.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <img ref={ref} className={styles.thumbImage} alt={alt} onError={onError} />;
}

/** The thumbnail of one file: the picture, a decoded HEIC, or the file's extension. */
export function FilePreview({ name, type, file, url }: FilePreviewProps) {
  const { t } = useUiStrings(fileUploadStrings);
  const kind = previewKindOf(name, type ?? file?.type);
  const source = file ?? url ?? null;
  const heicUrl = useHeicPreview(source, kind === 'heic');
  const [brokenSource, setBrokenSource] = useState<File | string | null>(null);
  const onError = () => setBrokenSource(source);
  const alt = t('fileUpload.preview', { name });

  if (kind === 'heic' && heicUrl === undefined) {
    return (
      <span className={styles.thumb}>
        <Spinner size="sm" label={t('fileUpload.decoding')} />
      </span>
    );
  }
  const shownUrl = kind === 'heic' ? heicUrl : url;
  const hasPicture = kind === 'image' ? Boolean(file ?? url) : Boolean(heicUrl);
  if (kind === 'other' || !hasPicture || brokenSource === source) {
    return (
      <span className={styles.thumb} role="img" aria-label={t('fileUpload.noPreview')}>
        <span aria-hidden="true">{extensionLabel(name)}</span>
      </span>
    );
  }
  return (
    <span className={styles.thumb}>
      {kind === 'image' && file ? (
        <LocalImage file={file} alt={alt} onError={onError} />
      ) : (
        <img
          className={styles.thumbImage}
          src={shownUrl ?? undefined}
          alt={alt}
          onError={onError}
        />
      )}
    </span>
  );
}
