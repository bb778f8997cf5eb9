import { UPLOAD_CONTENT_TYPES, isUploadExtension } from '@praktik/domain/files/upload.schema';
import { request } from './fetcher';
import { ApiError } from './error';
import { readStoredLocale } from '../intl/locale';

export type UploadType = 'profile' | 'logo' | 'main-photo' | string;

/** The extension the server names the file with; from the name, else from the MIME type. */
export function fileExtension(file: { name: string; type: string }): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9+.-]+)$/i.exec(file.type)?.[1];
  return (fromType === 'jpeg' ? 'jpg' : (fromType ?? 'bin')).toLowerCase();
}

/**
 * The content type to send: the browser's, else the one the extension names (many systems give
 * a HEIC photo no type), else octet-stream, and the server judges by the bytes.
 */
export function uploadContentType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = fileExtension(file);
  return isUploadExtension(extension)
    ? UPLOAD_CONTENT_TYPES[extension]
    : 'application/octet-stream';
}

/** The file's address without the signature: everything before the query (spec 1 §7). */
export function finalFileUrl(presignedUrl: string): string {
  const at = presignedUrl.indexOf('?');
  return at === -1 ? presignedUrl : presignedUrl.slice(0, at);
}

/**
 * XMLHttpRequest rather than fetch: fetch cannot report upload progress.
 * Any status other than 200 is a failure (spec 1 §7).
 */
function putWithProgress(url: string, file: File, onProgress?: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', uploadContentType(file));
    xhr.setRequestHeader('Accept-Language', readStoredLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        onProgress?.(100);
        resolve();
        return;
      }
      let detail: string | undefined;
      try {
        const body = JSON.parse(xhr.responseText) as { detail?: unknown };
        if (typeof body.detail === 'string') detail = body.detail;
      } catch {
        // not a Problem: the generic message is shown
      }
      reject(new ApiError({ status: xhr.status, detail }));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0 }));
    xhr.send(file);
  });
}

/** Asks for a presigned address, PUTs the file there, and answers the file's public address. */
export async function uploadFile(
  file: File,
  type: UploadType,
  onProgress?: (percent: number) => void,
): Promise<string> {
  const extension = fileExtension(file);
  const answer = await request<{ data: string }>(
    `/api2/dashboard/files?extension=${encodeURIComponent(extension)}&type=${encodeURIComponent(type)}`,
    { method: 'POST' },
  );
  onProgress?.(0);
  await putWithProgress(answer.data, file, onProgress);
  return finalFileUrl(answer.data);
}
