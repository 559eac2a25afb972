// Uploads the photos an admin picked in the listing dialog, straight to Cloud Storage and all
// before the save: unlike an owner's, an admin's save goes through a callable that needs the
// final URLs, so there is no queue to hand them to.
import { resizeImage } from '@/lib/images/resize-image';

export const UPLOAD_FAILED = 'Failed to upload one or more images.';

/** Lower case, [a-z0-9._-] only, as the Storage rules and the owner's paths expect. */
export function safeFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const dot = ascii.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [ascii.slice(0, dot), ascii.slice(dot + 1)] : [ascii, ''];
  const safeBase =
    base
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'photo';
  const safeExtension = extension.replace(/[^a-z0-9]/g, '').slice(0, 8);
  return safeExtension ? `${safeBase}.${safeExtension}` : safeBase;
}

const EXTENSION: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The stored name carries the extension of the type it was encoded to ("IMG_1.HEIC" → "img_1.webp"). */
function storedName(file: File, type: string): string {
  const extension = EXTENSION[type];
  const base = file.name.replace(/\.[a-z0-9]{1,5}$/i, '');
  return safeFileName(extension && !file.name.toLowerCase().endsWith(`.${extension}`) ? `${base}.${extension}` : file.name);
}

/**
 * Resizes and uploads `files` to `listing-images/{adminUid}/{timestamp}-{name}` and answers their
 * download URLs in order. All or nothing for the caller: any failure throws UPLOAD_FAILED.
 */
export async function uploadAdminPhotos(adminUid: string, files: readonly File[]): Promise<string[]> {
  if (files.length === 0) return [];
  try {
    const [{ getDownloadURL, ref, uploadBytes }, { getStorageService }] = await Promise.all([
      import('firebase/storage'),
      import('@/lib/firebase/storage'),
    ]);
    const storage = getStorageService();
    const start = Date.now();
    return await Promise.all(
      files.map(async (file, i) => {
        const { blob, type } = await resizeImage(file);
        // start + i: files picked together still get distinct paths.
        const objectRef = ref(storage, `listing-images/${adminUid}/${start + i}-${storedName(file, type)}`);
        await uploadBytes(objectRef, blob, { contentType: type, cacheControl: 'public, max-age=31536000, immutable' });
        return getDownloadURL(objectRef);
      }),
    );
  } catch (error) {
    console.error('Admin photo upload failed', error);
    throw new Error(UPLOAD_FAILED, { cause: error });
  }
}
