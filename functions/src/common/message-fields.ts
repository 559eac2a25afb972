// What a diner or visitor may send us or an owner (contact messages, newsletter sign-ups), and
// the words for what is wrong, written once for the app's forms and the functions that store
// them. It imports nothing so it compiles for the browser and for Node alike.

export const CONTACT_LIMITS = { name: 100, email: 320, message: 2000 } as const;
export const LEAD_LIMITS = { name: 100, email: 320, phone: 40, message: 1000 } as const;

export const MESSAGE_ERRORS = {
  incomplete: 'Please fill out all fields.',
  email: 'Please enter a valid email address.',
  name: `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  message: `Your message can be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`,
  tooMany: 'You’ve sent several messages in a short time. Please wait an hour before sending another.',
  tooManySignups: 'Too many sign-ups from here in a short time. Please try again later.',
  leadIncomplete: 'Please enter your name, a way to reach you (e-mail or phone) and your question.',
  phone: 'Please enter a phone number of digits, spaces and + - ( ).',
  leadMessage: `Your question can be at most ${LEAD_LIMITS.message.toLocaleString('en-US')} characters.`,
  leadsOff: 'This place doesn’t take questions through Forkful right now.',
} as const;

const chars = (s: string) => Array.from(s).length;

export const isEmailAddress = (s: string) => s.length <= CONTACT_LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** The first problem with a contact message, or null (the fields trimmed first). */
export function contactProblem(input: ContactInput): string | null {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!name || !email || !message) return MESSAGE_ERRORS.incomplete;
  if (!isEmailAddress(email)) return MESSAGE_ERRORS.email;
  if (chars(name) > CONTACT_LIMITS.name) return MESSAGE_ERRORS.name;
  if (chars(message) > CONTACT_LIMITS.message) return MESSAGE_ERRORS.message;
  return null;
}

/** A message id the device makes, so a message sent twice (a retry, two tabs) is stored once. */
export const isMessageId = (s: unknown): s is string => typeof s === 'string' && /^[A-Za-z0-9_-]{12,64}$/.test(s);

export interface LeadInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const PHONE = /^\+?[0-9 ()\-.]{6,40}$/;

/** The first problem with a question to an owner, or null: a name, an e-mail or a phone, a question. */
export function leadProblem(input: LeadInput): string | null {
  const name = input.name.trim();
  const email = input.email.trim();
  const phone = input.phone.trim();
  const message = input.message.trim();
  if (!name || (!email && !phone) || !message) return MESSAGE_ERRORS.leadIncomplete;
  if (email && !isEmailAddress(email)) return MESSAGE_ERRORS.email;
  if (phone && !PHONE.test(phone)) return MESSAGE_ERRORS.phone;
  if (chars(name) > LEAD_LIMITS.name) return MESSAGE_ERRORS.name;
  if (chars(message) > LEAD_LIMITS.message) return MESSAGE_ERRORS.leadMessage;
  return null;
}
