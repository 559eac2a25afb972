// One message from the Contact page in the admin's Inbox: who wrote, when, what, a reply by
// e-mail (the admin's own mail app), and resolve / open again.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button, ButtonAnchor } from '@/components/button';
import { Mail } from '@/components/icons';
import { RelativeTime } from '@/components/relative-time';
import type { ContactMessage } from '../data/contact-messages';

interface Props {
  message: ContactMessage;
  busy: boolean;
  onStatus: (message: ContactMessage, status: ContactMessage['status']) => void;
}

export function ContactMessageCard({ message, busy, onStatus }: Props) {
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent('Re: your message to Forkful')}`;
  return (
    <Card data-testid="contact-message" data-status={message.status}>
      <Head>
        <strong>{message.name}</strong>
        <Muted>{message.email}</Muted>
        <Muted>
          <RelativeTime ms={message.createdAt} />
        </Muted>
      </Head>
      <Text>{message.message}</Text>
      <Actions>
        <ButtonAnchor href={reply} $variant="secondary" $size="sm">
          <Mail size={16} aria-hidden="true" /> Reply by e-mail
        </ButtonAnchor>
        {message.status === 'open' ? (
          <Button $size="sm" disabled={busy} aria-busy={busy} onClick={() => onStatus(message, 'resolved')}>
            Mark resolved
          </Button>
        ) : (
          <Button $variant="ghost" $size="sm" disabled={busy} aria-busy={busy} onClick={() => onStatus(message, 'open')}>
            Open again
          </Button>
        )}
      </Actions>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)} ${theme.space(5)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  align-items: baseline;
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;
