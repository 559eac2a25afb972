// The limits firestore.rules puts on an owner's reply to a review (docs/reviews.md).
export const MAX_REPLY = 1000;
export const REPLY_REQUIRED = 'Please write a reply before posting it.';
export const replyTooLong = (length: number) =>
  `Your reply is ${length.toLocaleString('en-US')} characters long; please keep it to ${MAX_REPLY.toLocaleString('en-US')}.`;

export function validateReply(text: string): string | null {
  if (text.trim().length === 0) return REPLY_REQUIRED;
  if (text.length > MAX_REPLY) return replyTooLong(text.length);
  return null;
}

/** Plain text as the rules take it: line endings normalised, nothing else touched. */
export const normaliseText = (text: string) => text.replace(/\r\n?/g, '\n');
