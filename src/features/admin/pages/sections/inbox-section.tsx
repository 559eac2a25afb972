// Inbox: messages from the Contact page (open first; resolve or open again) and the newsletter's
// confirmed subscribers with a CSV export. Both are read from the server, so they need a connection.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Download, Inbox, MailCheck } from '@/components/icons';
import { Button } from '@/components/button';
import { Card } from '@/components/layout';
import { Heading } from '@/components/section-placeholder';
import { SegmentedControl } from '@/components/segmented-control';
import { Skeleton } from '@/components/skeleton';
import { useSession } from '@/features/auth';
import { toast } from '@/stores/toast-store';
import { LoadError, SectionEmpty } from '../../components/section-states';
import { ContactMessageCard } from '../../components/contact-message-card';
import { setMessageStatus, useContactMessages, type ContactMessage } from '../../data/contact-messages';
import { readSubscribers, subscribersCsv, type Subscriber } from '../../data/newsletter-subscribers';

type Filter = 'open' | 'resolved';

export function InboxSection() {
  const { user } = useSession();
  const { messages, loading, error } = useContactMessages();
  const [filter, setFilter] = useState<Filter>('open');
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const open = messages.filter((m) => m.status === 'open');
  const shown = filter === 'open' ? open : messages.filter((m) => m.status === 'resolved');

  const handleStatus = async (message: ContactMessage, status: ContactMessage['status']) => {
    if (!user) return;
    setBusy((b) => ({ ...b, [message.id]: true }));
    try {
      await setMessageStatus(message.id, status, user.uid);
      toast({ title: status === 'resolved' ? 'Message resolved' : 'Message open again', variant: 'success' });
    } catch (failure) {
      toast({ title: 'Error', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setBusy((b) => ({ ...b, [message.id]: false }));
    }
  };

  return (
    <Stack aria-labelledby="admin-inbox-heading">
      <Header>
        <Heading id="admin-inbox-heading">Inbox</Heading>
        <SegmentedControl
          label="Show messages"
          value={filter}
          onChange={setFilter}
          segments={[
            { value: 'open', label: 'Open', count: open.length },
            { value: 'resolved', label: 'Resolved', count: messages.length - open.length },
          ]}
        />
      </Header>
      <LoadError message={error} />
      {loading ? (
        <List aria-busy="true" aria-label="Loading messages">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton $h="140px" $radius="12px" />
            </li>
          ))}
        </List>
      ) : shown.length === 0 ? (
        error ? null : (
          <SectionEmpty
            icon={<Inbox />}
            title={filter === 'open' ? 'No open messages' : 'No resolved messages yet'}
            hint={filter === 'open' ? 'Messages sent from the Contact page appear here.' : 'Messages you mark resolved are kept here.'}
          />
        )
      ) : (
        <List aria-label={filter === 'open' ? 'Open messages' : 'Resolved messages'}>
          {shown.map((m) => (
            <ContactMessageCard key={m.id} message={m} busy={!!busy[m.id]} onStatus={(msg, status) => void handleStatus(msg, status)} />
          ))}
        </List>
      )}
      <NewsletterPanel />
    </Stack>
  );
}

function NewsletterPanel() {
  const [list, setList] = useState<Subscriber[] | null>(null);
  const [loading, setLoading] = useState(false);

  const handleLoad = async () => {
    setLoading(true);
    try {
      setList(await readSubscribers());
    } catch (failure) {
      toast({ title: 'Error', description: (failure as Error).message, variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };

  const handleExport = () => {
    if (!list) return;
    const url = URL.createObjectURL(new Blob([subscribersCsv(list)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `forkful-newsletter-${new Date().toISOString().slice(0, 10)}.csv` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Panel as="section" aria-labelledby="admin-newsletter-heading">
      <h3 id="admin-newsletter-heading">
        <MailCheck size={18} aria-hidden="true" /> Newsletter
      </h3>
      <p>Only addresses confirmed through the e-mailed link are subscribers.</p>
      {list === null ? (
        <Button $variant="secondary" $size="sm" onClick={() => void handleLoad()} disabled={loading} aria-busy={loading}>
          {loading ? 'Loading…' : 'Show confirmed subscribers'}
        </Button>
      ) : (
        <>
          <p data-testid="subscriber-count">
            <strong>{list.length}</strong> confirmed {list.length === 1 ? 'subscriber' : 'subscribers'}
          </p>
          {list.length > 0 && (
            <>
              <Subscribers aria-label="Confirmed subscribers">
                {list.slice(0, 10).map((s) => (
                  <li key={s.email}>{s.email}</li>
                ))}
                {list.length > 10 && <li>and {list.length - 10} more in the export</li>}
              </Subscribers>
              <Button $size="sm" onClick={handleExport}>
                <Download size={16} aria-hidden="true" /> Export CSV
              </Button>
            </>
          )}
        </>
      )}
    </Panel>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${theme.space(5)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  justify-content: space-between;
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${theme.space(3)};
  justify-items: start;
  padding: ${theme.space(5)};
  h3 {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    margin: 0;
    font-size: ${theme.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Subscribers = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;
