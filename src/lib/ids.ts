// Ids the app makes on the device, offline: listings (their Firestore document id) and queued
// photos (their IndexedDB key). One maker, so every id has the same form.

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 that fits a byte: bytes at or above it are drawn again, so every
// character is equally likely (a plain modulo would favour the first eight).
const FAIR = 256 - (256 % ID_CHARS.length);

/**
 * A Firestore-style id: 20 characters of [A-Za-z0-9] (about 119 bits), like the ones
 * Firestore's own doc() makes. crypto.getRandomValues, unlike crypto.randomUUID, also works
 * outside secure contexts (http://192.168.x.x during development).
 */
export function newId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < FAIR && id.length < 20) id += ID_CHARS[byte % ID_CHARS.length];
    }
  }
  return id;
}
