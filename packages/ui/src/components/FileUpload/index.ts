export { FileUpload, type FileUploadProps, type FileUploadItem } from './FileUpload';
export {
  FILE_UPLOAD_TYPES,
  FACING_MODES,
  CAPTURE_TYPE,
  isAccepted,
  previewKindOf,
  type FacingMode,
  type PreviewKind,
} from './file-upload-options';
