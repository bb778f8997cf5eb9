/**
 * What the picker offers (spec 1 §2.12: previews of jpg, jpeg, png, gif and HEIC). HEIC files
 * often arrive without a MIME type, so their extensions are listed too.
 */
export const FILE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.heic',
  '.heif',
] as const;

/** Which camera `getUserMedia` asks for: the front one first (spec 1 §2.12). */
export const FACING_MODES = ['user', 'environment'] as const;
export type FacingMode = (typeof FACING_MODES)[number];

/** A captured photo is JPEG (spec 1 §2.12). */
export const CAPTURE_TYPE = 'image/jpeg';
export const CAPTURE_QUALITY = 0.9;

export type PreviewKind = 'image' | 'heic' | 'other';

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];
const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];
const HEIC_EXTENSIONS = ['heic', 'heif'];

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/** How a file shows: as a picture the browser draws, a HEIC to decode first, or an icon. */
export function previewKindOf(name: string, type?: string | null): PreviewKind {
  const mime = (type ?? '').toLowerCase();
  const extension = extensionOf(name);
  if (HEIC_TYPES.includes(mime) || HEIC_EXTENSIONS.includes(extension)) return 'heic';
  if (IMAGE_TYPES.includes(mime) || IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return 'other';
}

/**
 * Whether a file matches the accept list (MIME types, `type/*` wildcards and `.ext` entries),
 * checked again after the picker because its filter can be switched to "all files".
 */
export function isAccepted(file: { name: string; type: string }, accepted: readonly string[]) {
  const mime = file.type.toLowerCase();
  const extension = `.${extensionOf(file.name)}`;
  return accepted.some((entry) => {
    const rule = entry.toLowerCase();
    if (rule.startsWith('.')) return rule === extension;
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule === mime;
  });
}

/** The file extension in capitals, for the icon of a file without a preview. */
export function extensionLabel(name: string): string {
  return extensionOf(name).toUpperCase().slice(0, 4) || '?';
}
