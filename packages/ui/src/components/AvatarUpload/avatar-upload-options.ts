/** The picture types the file picker offers; the upload call names the extension (jpg). */
export const AVATAR_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const AVATAR_SIZES = ['md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
