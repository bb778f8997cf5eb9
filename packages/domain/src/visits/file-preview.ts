import { normalizeContentType } from '../files/upload.schema';

/** Spec 1 §2.12: the assessment previews jpg, jpeg, png, gif and HEIC (also named .heif) files. */
export const PREVIEW_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif'] as const;
export type PreviewExtension = (typeof PREVIEW_EXTENSIONS)[number];

/**
 * `image`: the browser shows it as is; `heic`: it must be converted first (browsers other than
 * Safari cannot show HEIC); `none`: a file without a preview (a PDF, ...), shown as a link.
 */
export type PreviewKind = 'image' | 'heic' | 'none';

const KIND_BY_CONTENT_TYPE: Record<string, PreviewKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/heic': 'heic',
};

/** The extension of a file name, URL or /files/ path, without its query or fragment. */
export function extensionOf(fileNameOrUrl: string): string {
  const path = fileNameOrUrl.replace(/[?#].*$/s, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file's name for its link: the last part of its path, decoded, without the query. */
export function fileNameOf(url: string): string {
  const path = url.replace(/[?#].*$/s, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
}

function isPreviewExtension(value: string): value is PreviewExtension {
  return (PREVIEW_EXTENSIONS as readonly string[]).includes(value);
}

/**
 * How to preview a file. A content type naming one of the previewed types decides (a camera
 * blob has no name); otherwise the extension does (storage often answers
 * `application/octet-stream`).
 */
export function previewKindOf(fileNameOrUrl: string, contentType?: string | null): PreviewKind {
  const byType = KIND_BY_CONTENT_TYPE[normalizeContentType(contentType)];
  if (byType) return byType;
  const extension = extensionOf(fileNameOrUrl);
  if (!isPreviewExtension(extension)) return 'none';
  return extension === 'heic' || extension === 'heif' ? 'heic' : 'image';
}
