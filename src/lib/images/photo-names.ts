// Names of uploaded photos: where a photo goes in Cloud Storage and what it is called there,
// the same for an owner's queued upload and an admin's direct one.
const EXTENSION_BY_TYPE: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
  'image/avif': ['avif'],
};

/** `listing-images/{uid}/{timestamp}-{filename}` (storage.rules), filename limited to [a-z0-9._-]. */
export function storagePath(uid: string, createdAt: number, fileName: string): string {
  return `listing-images/${uid}/${createdAt}-${sanitizeFileName(fileName)}`;
}

export function sanitizeFileName(name: string): string {
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

/** The original name with the extension of the type it is stored as ("IMG_1.HEIC" → "IMG_1.webp"). */
export function fileNameFor(originalName: string, type: string): string {
  const extensions = EXTENSION_BY_TYPE[type];
  const match = /^(.*)\.([a-z0-9]{1,5})$/i.exec(originalName);
  const base = (match ? match[1] : originalName) || 'photo';
  if (!extensions) return originalName || 'photo';
  if (match && extensions.includes(match[2].toLowerCase())) return originalName;
  return `${base}.${extensions[0]}`;
}
