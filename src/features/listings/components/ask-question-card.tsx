// "Ask a question" on a listing page whose plan includes the Lead Form: the question goes to the
// owner (in their dashboard and by e-mail, replying to the diner's address). Written offline it
// waits on the device and is sent when the connection is back. In the owner's preview it shows
// as diners see it but sends nothing.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MessageSquare, Send } from '@/components/icons';
import { Button } from '@/components/button';
import { AsideCard as Card, CardHint as Hint } from '@/components/aside-card';
import { Notice } from '@/components/notice';
import { Field, Input, Label, TextArea } from '@/components/form';
import { VisuallyHidden } from '@/components/layout';
import { useOutboxCount } from '@/hooks/use-outbox-count';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { useSessionStore } from '@/stores/session-store';
import { LEAD_LIMITS, leadProblem, MESSAGE_ERRORS } from '@shared/message-fields';
import { LEAD_KIND, sendLead } from '../data/send-lead';

type FieldName = 'name' | 'email' | 'phone' | 'message' | 'website';
type Values = Record<FieldName, string>;

interface Props {
  listingId: string;
  listingTitle: string;
  /** The owner's preview: the form shows, sending is off. */
  preview?: boolean;
}

export function AskQuestionCard({ listingId, listingTitle, preview = false }: Props) {
  const id = useId();
  const session = useSessionStore((s) => (s.status === 'signed-in' ? s : null));
  const [values, setValues] = useState<Values>(() => ({ name: session?.profile?.fullName ?? '', email: session?.user?.email ?? '', phone: '', message: '', website: '' }));
  const [sending, setSending] = useState(false);
  const online = useSyncStore((s) => s.online);
  const waiting = useOutboxCount(LEAD_KIND);
  const form = useRef<HTMLFormElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [event.target.name]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || preview) return;
    const problem = leadProblem(values);
    if (problem) {
      toast({ title: 'Check your question', description: problem, variant: 'destructive' });
      const field = problem === MESSAGE_ERRORS.email ? 'email' : problem === MESSAGE_ERRORS.phone ? 'phone' : problem === MESSAGE_ERRORS.leadMessage ? 'message' : (['name', 'email', 'message'] as const).find((f) => !values[f].trim() && !(f === 'email' && values.phone.trim()));
      form.current?.querySelector<HTMLElement>(`[name="${field ?? 'name'}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const outcome = await sendLead({ ...values, listingId, listingTitle }, online);
      if (outcome.status === 'refused') {
        toast({ title: 'Question not sent', description: outcome.message, variant: 'destructive' });
        return;
      }
      toast(
        outcome.status === 'sent'
          ? { title: 'Question sent', description: `${listingTitle} will reply to you directly.`, variant: 'success' }
          : { title: 'Question saved on this device', description: "You're offline. It will be sent as soon as you're back online." },
      );
      setValues((v) => ({ ...v, message: '' }));
    } catch (error) {
      console.error('The question could not be kept', error);
      toast({ title: 'Question not sent', description: 'It could not be saved on this device. Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-heading`} data-testid="ask-question">
      <h2 id={`${id}-heading`}>
        <MessageSquare size={18} aria-hidden="true" /> Ask a question
      </h2>
      <Hint>The owner replies to you directly. Leave an e-mail or a phone number.</Hint>
      {waiting > 0 && (
        <Notice role="status">
          {waiting === 1 ? 'One question is' : `${waiting} questions are`} waiting on this device and will be sent when you’re back online.
        </Notice>
      )}
      <form ref={form} onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={sending}>
        <Field>
          <Label htmlFor={`${id}-name`}>Your name</Label>
          <Input id={`${id}-name`} name="name" autoComplete="name" maxLength={LEAD_LIMITS.name} value={values.name} onChange={handleChange} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-email`}>E-mail</Label>
          <Input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={handleChange} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-phone`}>Phone (optional with an e-mail)</Label>
          <Input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} value={values.phone} onChange={handleChange} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-message`}>Your question</Label>
          <TextArea id={`${id}-message`} name="message" rows={4} maxLength={LEAD_LIMITS.message} value={values.message} onChange={handleChange} />
        </Field>
        <VisuallyHidden aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={handleChange} />
        </VisuallyHidden>
        <Button type="submit" disabled={sending || preview} aria-busy={sending}>
          <Send size={16} aria-hidden="true" /> {sending ? 'Sending…' : 'Send question'}
        </Button>
        {preview && <Hint>Preview: diners send their questions here.</Hint>}
      </form>
    </Card>
  );
}
