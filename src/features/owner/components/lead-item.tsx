// One question from a diner: who, about which listing, what they asked, how to answer (reply by
// e-mail or call), and the moves between new, answered and archived.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Check, Inbox, Mail, Phone } from '@/components/icons';
import { Button, ButtonAnchor } from '@/components/button';
import { RelativeTime } from '@/components/relative-time';
import type { LeadStatus, OwnerLead } from '../data/lead-schema';

interface Props {
  lead: OwnerLead;
  busy: boolean;
  onStatus: (lead: OwnerLead, status: LeadStatus) => void;
}

const replyHref = (lead: OwnerLead) => `mailto:${lead.email}?subject=${encodeURIComponent(`Re: your question about ${lead.listingTitle}`)}`;

export function LeadItem({ lead, busy, onStatus }: Props) {
  const isNew = lead.status === 'new';
  const handleAnswered = () => onStatus(lead, 'answered');
  const handleArchive = () => onStatus(lead, 'archived');
  const handleReopen = () => onStatus(lead, 'new');
  return (
    <Item $new={isNew} data-testid="lead" data-status={lead.status} aria-labelledby={`lead-${lead.id}`}>
      <Top>
        <h3 id={`lead-${lead.id}`}>
          {lead.name}
          {isNew && <NewBadge>New</NewBadge>}
        </h3>
        <RelativeTime ms={lead.createdAt} />
      </Top>
      <About>
        About <Link to={`/listing/${lead.listingId}`}>{lead.listingTitle || 'your listing'}</Link>
      </About>
      <Question>{lead.message}</Question>
      <Actions>
        {lead.email && (
          <ButtonAnchor href={replyHref(lead)} $size="sm" aria-label={`Reply to ${lead.name} by e-mail at ${lead.email}`}>
            <Mail size={16} aria-hidden="true" /> Reply by e-mail
          </ButtonAnchor>
        )}
        {lead.phone && (
          <ButtonAnchor href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`} $size="sm" $variant="secondary" aria-label={`Call ${lead.name} at ${lead.phone}`}>
            <Phone size={16} aria-hidden="true" /> {lead.phone}
          </ButtonAnchor>
        )}
        {lead.status !== 'answered' && lead.status !== 'archived' && (
          <Button $size="sm" $variant="ghost" onClick={handleAnswered} disabled={busy}>
            <Check size={16} aria-hidden="true" /> Mark as answered
          </Button>
        )}
        {lead.status === 'archived' ? (
          <Button $size="sm" $variant="ghost" onClick={handleReopen} disabled={busy}>
            <Inbox size={16} aria-hidden="true" /> Move to inbox
          </Button>
        ) : (
          <Button $size="sm" $variant="ghost" onClick={handleArchive} disabled={busy}>
            Archive
          </Button>
        )}
      </Actions>
      {lead.email && <Contact>{lead.email}</Contact>}
    </Item>
  );
}

const Item = styled.li<{ $new: boolean }>`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  border: 1px solid ${({ $new, theme }) => ($new ? theme.color.primaryBorder : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $new, theme }) => ($new ? theme.color.primarySoft : theme.color.surface)};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h3 {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: ${theme.size.md};
  }
  time {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
`;

const NewBadge = styled.span`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;

const About = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
`;

const Question = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(1)};
`;

const Contact = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.xs};
  overflow-wrap: anywhere;
`;
