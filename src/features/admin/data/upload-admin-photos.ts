// Uploads the photos an admin picked in the listing dialog, straight to Cloud Storage and all
// before the save: unlike an owner's, an admin's save goes through a callable that needs the
// final URLs, so there is no queue to hand them to.
import { resizeImage } from '@/lib/images/resize-image';
import { fileNameFor, storagePath } from '@/lib/images/photo-names';

export const UPLOAD_FAILED = 'Failed to upload one or more images.';

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
        const objectRef = ref(storage, storagePath(adminUid, start + i, fileNameFor(file.name, type)));
        await uploadBytes(objectRef, blob, { contentType: type, cacheControl: 'public, max-age=31536000, immutable' });
        return getDownloadURL(objectRef);
      }),
    );
  } catch (error) {
    console.error('Admin photo upload failed', error);
    throw new Error(UPLOAD_FAILED, { cause: error });
  }
}
