import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Clock, Mail, Phone, Send } from '@/components/icons';
import { Button } from '@/components/button';
import { Field, Input, Label, TextArea } from '@/components/form';
import { Card, Container, Lead, PageTitle, Section, VisuallyHidden } from '@/components/layout';
import { useOutboxCount } from '@/hooks/use-outbox-count';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { contactProblem, MESSAGE_ERRORS } from '@shared/message-fields';
import { CONTACT_KIND, sendContactMessage } from '../data/send-contact-message';
import { media } from '@/lib/style';

type FieldName = 'name' | 'email' | 'message' | 'website';
type FormValues = Record<FieldName, string>;

const EMPTY: FormValues = { name: '', email: '', message: '', website: '' };
const FIELD_ORDER: FieldName[] = ['name', 'email', 'message'];
/** The toast's title for each problem the shared check names. */
const PROBLEM_TITLE: Record<string, string> = { [MESSAGE_ERRORS.incomplete]: 'Incomplete Form', [MESSAGE_ERRORS.email]: 'Invalid Email' };

const OFFICE_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM – 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

export function ContactPage() {
  const id = useId();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const online = useSyncStore((state) => state.online);
  const waiting = useOutboxCount(CONTACT_KIND);
  const formRef = useRef<HTMLFormElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = contactProblem(values);
    if (problem) {
      toast({ title: PROBLEM_TITLE[problem] ?? 'Check your message', description: problem, variant: 'destructive' });
      // Put keyboard and screen-reader users straight on the field that needs attention.
      const field = problem === MESSAGE_ERRORS.incomplete ? FIELD_ORDER.find((f) => values[f].trim() === '') : problem === MESSAGE_ERRORS.email ? 'email' : problem === MESSAGE_ERRORS.name ? 'name' : 'message';
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const outcome = await sendContactMessage(values, online);
      if (outcome.status === 'refused') {
        // What was typed stays, to send later or change.
        toast({ title: 'Message not sent', description: outcome.message, variant: 'destructive' });
        return;
      }
      toast(
        outcome.status === 'sent'
          ? { title: 'Message Sent!', description: "Thanks for reaching out. We'll get back to you soon.", variant: 'success' }
          : { title: 'Message saved on this device', description: "You're offline. It will be sent as soon as you're back online." },
      );
      setValues(EMPTY);
    } catch (error) {
      console.error('The message could not be kept', error);
      toast({ title: 'Message not sent', description: 'It could not be saved on this device. Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Section>
      <Container>
        <Header>
          <PageTitle>Contact us</PageTitle>
          <Lead>
            Questions about a listing, your plan or a place we should know about? Send us a note and our team will
            get back to you.
          </Lead>
        </Header>

        <Layout>
          <FormCard as="section" aria-labelledby={`${id}-form`}>
            <CardTitle id={`${id}-form`}>Send us a message</CardTitle>
            <Hint>All fields are required.</Hint>
            {/* noValidate: our own check shows the 'Incomplete Form' toast instead of browser bubbles. */}
            {waiting > 0 && (
              <Waiting role="status">
                {waiting === 1 ? 'One message is' : `${waiting} messages are`} waiting on this device and will be sent when you’re back online.
              </Waiting>
            )}
            <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={sending}>
              <Field>
                <Label htmlFor={`${id}-name`}>Name</Label>
                <Input id={`${id}-name`} name="name" autoComplete="name" required value={values.name} onChange={handleChange} />
              </Field>
              <Field>
                <Label htmlFor={`${id}-email`}>Email</Label>
                <Input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={values.email}
                  onChange={handleChange}
                />
              </Field>
              <Field>
                <Label htmlFor={`${id}-message`}>Message</Label>
                <TextArea id={`${id}-message`} name="message" rows={6} required value={values.message} onChange={handleChange} />
              </Field>
              {/* A field people never see or reach; bots fill it, and their message is dropped. */}
              <VisuallyHidden aria-hidden="true">
                <label htmlFor={`${id}-website`}>Leave this field empty</label>
                <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={handleChange} />
              </VisuallyHidden>
              <SubmitButton type="submit" $size="lg" disabled={sending} aria-busy={sending}>
                <Send size={18} aria-hidden="true" />
                {sending ? 'Sending…' : 'Send Message'}
              </SubmitButton>
            </form>
          </FormCard>

          <Aside>
            <Card as="section" aria-labelledby={`${id}-support`}>
              <CardTitle id={`${id}-support`}>Support</CardTitle>
              <ContactList>
                <li>
                  <IconBubble aria-hidden="true"><Mail size={18} /></IconBubble>
                  <div>
                    <Small>Email</Small>
                    <ContactLink href="mailto:support@forkful.example">support@forkful.example</ContactLink>
                  </div>
                </li>
                <li>
                  <IconBubble aria-hidden="true"><Phone size={18} /></IconBubble>
                  <div>
                    <Small>Phone</Small>
                    <ContactLink href="tel:+15550102400">+1 (555) 010-2400</ContactLink>
                  </div>
                </li>
              </ContactList>
            </Card>

            <Card as="section" aria-labelledby={`${id}-hours`}>
              <CardTitle id={`${id}-hours`}>
                <Clock size={18} aria-hidden="true" /> Office hours
              </CardTitle>
              <Hours>
                {OFFICE_HOURS.map(({ days, hours }) => (
                  <HoursRow key={days}>
                    <dt>{days}</dt>
                    <dd>{hours}</dd>
                  </HoursRow>
                ))}
              </Hours>
            </Card>
          </Aside>
        </Layout>
      </Container>
    </Section>
  );
}

const Header = styled.header`
  margin-bottom: ${theme.space(2)};
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`;

const FormCard = styled(Card)`
  padding: ${theme.space(5)};
  ${media.up('sm')} {
    padding: ${theme.space(8)};
  }
`;

const CardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.size.lg};
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space(5)};
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Waiting = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  font-size: ${theme.size.sm};
`;

const SubmitButton = styled(Button)`
  width: 100%;
  ${media.up('sm')} {
    width: auto;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${theme.space(6)};
`;

const ContactList = styled.ul`
  list-style: none;
  margin: ${theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
  }
`;

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const Small = styled.span`
  display: block;
  font-size: ${theme.size.xs};
  color: ${theme.color.textMuted};
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Hours = styled.dl`
  margin: ${theme.space(3)} 0 0;
`;

const HoursRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(4)};
  padding: ${theme.space(3)} 0;
  border-bottom: 1px solid ${theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${theme.color.textMuted};
    text-align: right;
  }
`;
