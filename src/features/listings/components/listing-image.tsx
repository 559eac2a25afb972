import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/demo/fallback.svg';

/** An image that swaps to the fallback picture when its source fails (offline, 404). */
export function ListingImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return <img {...rest} src={failed || !src ? FALLBACK_IMAGE : src} alt={alt} onError={() => setFailed(true)} />;
}
