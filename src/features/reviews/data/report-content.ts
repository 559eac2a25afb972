// Reporting a review or a listing to the moderators through the reportContent callable
// (docs/reviews.md): it needs a connection. The server files one report per user and item;
// this device also remembers what its user reported, to show it as reported.
import { MAX_REPORT_TEXT } from '../lib/review-validation';

export type ReportReason = 'spam' | 'offensive' | 'wrong_info' | 'closed' | 'other';
export type ReportTarget = { targetType: 'review' | 'listing'; targetId: string };

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'wrong_info', label: 'Wrong information' },
  { value: 'closed', label: 'Closed permanently' },
  { value: 'other', label: 'Something else' },
];

export const REPORT_OFFLINE = 'You are offline. Reporting needs a connection; try again when you are back online.';
export const REPORT_REASON_REQUIRED = 'Please choose a reason.';
export const REPORT_TEXT_REQUIRED = 'Please tell us what is wrong.';
export const reportTextTooLong = (length: number) => `Your note is ${length} characters long; please keep it to ${MAX_REPORT_TEXT}.`;
export const ALREADY_REPORTED = 'You have already reported this. Our moderators will look at it.';
export const REPORT_RATE_LIMITED = 'You have sent several reports in a short time. Please wait a minute and try again.';
export const REPORT_GONE = 'This is no longer on Forkful.';
export const REPORT_ERROR = 'Could not send your report. Please try again.';
const TIMEOUT_MS = 20_000;

export function validateReport(reason: ReportReason | '', text: string): string | null {
  if (!reason) return REPORT_REASON_REQUIRED;
  if (reason === 'other' && text.trim().length === 0) return REPORT_TEXT_REQUIRED;
  if (text.length > MAX_REPORT_TEXT) return reportTextTooLong(text.length);
  return null;
}

const reportedKey = (uid: string) => `forkful:reported:${uid}`;
const itemKey = (target: ReportTarget) => `${target.targetType}:${target.targetId}`;

export function hasReported(uid: string, target: ReportTarget): boolean {
  try {
    return (JSON.parse(localStorage.getItem(reportedKey(uid)) ?? '[]') as string[]).includes(itemKey(target));
  } catch {
    return false;
  }
}

function rememberReported(uid: string, target: ReportTarget) {
  try {
    const items = new Set(JSON.parse(localStorage.getItem(reportedKey(uid)) ?? '[]') as string[]);
    items.add(itemKey(target));
    localStorage.setItem(reportedKey(uid), JSON.stringify([...items]));
  } catch {
    /* private mode: the server still refuses a second report */
  }
}

export async function reportContent(uid: string, target: ReportTarget, reason: ReportReason | '', text: string): Promise<void> {
  const invalid = validateReport(reason, text);
  if (invalid) throw new Error(invalid);
  if (!navigator.onLine) throw new Error(REPORT_OFFLINE);
  const { callFunction } = await import('@/lib/firebase/functions');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      callFunction('reportContent', { ...target, reason, ...(text.trim() && { text: text.trim() }) }),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error(REPORT_ERROR), { code: 'timeout' })), TIMEOUT_MS))),
    ]);
    rememberReported(uid, target);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'functions/already-exists') {
      rememberReported(uid, target);
      throw new Error(ALREADY_REPORTED, { cause: error });
    }
    console.error('reportContent failed', error);
    if (code === 'functions/resource-exhausted') throw new Error(REPORT_RATE_LIMITED, { cause: error });
    if (code === 'functions/failed-precondition' || code === 'functions/not-found') throw new Error(REPORT_GONE, { cause: error });
    if (code === 'functions/internal' && !navigator.onLine) throw new Error(REPORT_OFFLINE, { cause: error });
    // The callable's own sentence for bad input or a suspended account (docs/reviews.md).
    if ((code === 'functions/invalid-argument' || code === 'functions/permission-denied') && error instanceof Error && error.message) throw new Error(error.message, { cause: error });
    throw new Error(REPORT_ERROR, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
