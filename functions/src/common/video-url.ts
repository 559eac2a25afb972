// The one video link a listing may show: https YouTube or Vimeo only, because the page embeds
// it in a frame and the CSP allows exactly those hosts. Read from the raw string (no URL
// parser: a host in capitals or with a port would pass one and fail firestore.rules' regex,
// and an edit queued offline would then be refused much later). It imports nothing so it
// compiles for the browser and for Node alike (listing-extras.ts re-exports it).

/** Longest accepted link, in characters (EXTRA_LIMITS.videoUrl). */
export const VIDEO_URL_MAX = 200;

const YT_ID = '([A-Za-z0-9_-]{11})';
const REST = '(?:[?#][^\\s]*)?';
const VIDEO_FORMS: readonly { host: 'youtube' | 'vimeo'; re: RegExp }[] = [
  // youtube.com/watch?v=ID, the id anywhere in the query (…?feature=share&v=ID)
  { host: 'youtube', re: new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^\\s#]*&)?v=${YT_ID}(?:[&#][^\\s]*)?$`) },
  { host: 'youtube', re: new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/(?:shorts|embed)/${YT_ID}/?${REST}$`) },
  { host: 'youtube', re: new RegExp(`^https://(?:www\\.)?youtube-nocookie\\.com/embed/${YT_ID}/?${REST}$`) },
  { host: 'youtube', re: new RegExp(`^https://youtu\\.be/${YT_ID}/?${REST}$`) },
  { host: 'vimeo', re: new RegExp(`^https://(?:www\\.)?vimeo\\.com/([0-9]{1,12})/?${REST}$`) },
  { host: 'vimeo', re: new RegExp(`^https://player\\.vimeo\\.com/video/([0-9]{1,12})/?${REST}$`) },
];

/** 'youtube' | 'vimeo' and the video id for an accepted link, else null. */
export function parseVideoUrl(url: string): { host: 'youtube' | 'vimeo'; id: string } | null {
  if (typeof url !== 'string' || Array.from(url).length > VIDEO_URL_MAX) return null;
  for (const { host, re } of VIDEO_FORMS) {
    const match = re.exec(url);
    if (match) return { host, id: match[1] };
  }
  return null;
}
