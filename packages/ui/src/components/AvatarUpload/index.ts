export { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
export { AVATAR_FILE_TYPES, AVATAR_SIZES, type AvatarSize } from './avatar-upload-options';
