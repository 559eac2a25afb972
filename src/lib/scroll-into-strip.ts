// Where a horizontally scrolling strip (a phone's tab row) must scroll so that one of its
// items shows whole, without moving the page vertically as scrollIntoView() could.

/** The strip's new scrollLeft, or the current one when the item already shows whole. */
export function scrollLeftToShow(strip: { scrollLeft: number; clientWidth: number }, item: { offsetLeft: number; offsetWidth: number }, edge = 32): number {
  const start = item.offsetLeft - edge;
  const end = item.offsetLeft + item.offsetWidth + edge;
  if (start < strip.scrollLeft) return Math.max(0, start);
  if (end > strip.scrollLeft + strip.clientWidth) return end - strip.clientWidth;
  return strip.scrollLeft;
}
