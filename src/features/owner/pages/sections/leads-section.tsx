// Leads: diners' questions from the listing pages' "Ask a question" form, newest first, from
// this device (they read offline once pulled). Answering happens by e-mail or phone; moving a
// question to answered or the archive is a local write, pushed when the connection allows.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Notice } from '@/components/notice';
import { MessageSquare } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { SegmentedControl } from '@/components/segmented-control';
import { toast } from '@/stores/toast-store';
import { useSession } from '@/features/auth';
import { effectivePlan, featuresOf, lockedNote } from '@shared/plan-features';
import { LeadItem } from '../../components/lead-item';
import { EmptyHint, EmptyPanel, ErrorLine, ItemList, SectionHeader } from '../../components/section-parts';
import type { LeadStatus, OwnerLead } from '../../data/lead-schema';
import { LEAD_STATUS_ERROR, setLeadStatus } from '../../data/set-lead-status';
import { useLeads } from '../../data/use-leads';

type View = 'open' | 'archived';

const MOVED: Record<LeadStatus, string> = { new: 'Moved back to your inbox', answered: 'Marked as answered', archived: 'Archived' };

export function LeadsSection() {
  const { user, profile } = useSession();
  const { leads, loading, error } = useLeads();
  const [view, setView] = useState<View>('open');
  const [busy, setBusy] = useState<string | null>(null);
  const plan = effectivePlan(profile ?? undefined, Date.now());
  const offered = featuresOf(plan).has('leadForm');

  const shown = leads.filter((lead) => (view === 'archived' ? lead.status === 'archived' : lead.status !== 'archived'));
  const newCount = leads.filter((lead) => lead.status === 'new').length;
  const archivedCount = leads.length - leads.filter((lead) => lead.status !== 'archived').length;

  const handleStatus = async (lead: OwnerLead, status: LeadStatus) => {
    if (!user) return;
    setBusy(lead.id);
    try {
      await setLeadStatus(user.uid, lead.id, status);
      toast({ title: MOVED[status], description: `${lead.name}’s question.`, variant: 'success' });
    } catch {
      toast({ title: 'Error', description: LEAD_STATUS_ERROR, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="leads-heading">
      <SectionHeader>
        <Heading id="leads-heading">Leads</Heading>
        <SegmentedControl<View>
          label="Show questions"
          value={view}
          onChange={setView}
          segments={[
            { value: 'open', label: newCount > 0 ? `Inbox (${newCount} new)` : 'Inbox' },
            { value: 'archived', label: archivedCount > 0 ? `Archived (${archivedCount})` : 'Archived' },
          ]}
        />
      </SectionHeader>
      {!offered && !loading && (
        <PlanLine role="note">
          {lockedNote('leadForm', plan)}: diners can’t ask new questions on your listing pages.{' '}
          <ButtonLink to="/pricing" $size="sm" $variant="secondary">
            See plans
          </ButtonLink>
        </PlanLine>
      )}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      {loading ? (
        <ItemList aria-label="Loading questions" aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton $h="140px" $radius="12px" />
            </li>
          ))}
        </ItemList>
      ) : shown.length > 0 ? (
        <ItemList aria-label={view === 'archived' ? 'Archived questions' : 'Questions from diners'}>
          {shown.map((lead) => (
            <LeadItem key={lead.id} lead={lead} busy={busy === lead.id} onStatus={(l, s) => void handleStatus(l, s)} />
          ))}
        </ItemList>
      ) : (
        !error && (
          <EmptyPanel>
            <EmptyState icon={<MessageSquare />} title={view === 'archived' ? 'Nothing archived' : 'No questions yet'}>
              <EmptyHint>
                {view === 'archived'
                  ? 'Questions you archive are kept here.'
                  : 'When diners ask a question on one of your listing pages, it arrives here and in your e-mail.'}
              </EmptyHint>
            </EmptyState>
          </EmptyPanel>
        )
      )}
    </section>
  );
}

const PlanLine = styled(Notice)`
  margin-bottom: ${theme.space(4)};
`;
