// At the top of the owner's dialog: the plan the listing is shown on, and a Preview of the
// listing as diners see it on that plan (a dialog over the form; closing it returns to typing).
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Eye } from '@/components/icons';
import type { ListingExtras } from '@shared/listing-extras';
import type { PlanName } from '@shared/plans';
import type { ListingDraft } from '@/domain/listing';
import { hiddenFeatures, ListingPreview } from './listing-preview';

interface Props {
  draft: ListingDraft;
  plan: PlanName | null;
}

export function PlanBar({ draft, plan }: Props) {
  const [open, setOpen] = useState(false);
  const full = draft as ListingDraft & ListingExtras;
  const hidden = hiddenFeatures(full, plan).length;
  const on = plan ? `your ${plan} plan` : 'no plan';
  return (
    <Bar>
      <p>
        Your listing is shown on {on}.{' '}
        {hidden > 0 ? `${hidden} ${hidden === 1 ? 'part' : 'parts'} you added ${hidden === 1 ? 'is' : 'are'} not shown on it.` : 'Everything you add is shown.'}
      </p>
      <Button $variant="secondary" $size="sm" onClick={() => setOpen(true)}>
        <Eye size={16} aria-hidden="true" /> Preview
      </Button>
      <Dialog open={open} title="Preview" description={`Your listing as diners see it on ${on}.`} onClose={() => setOpen(false)} closeOnBackdrop footer={<Button onClick={() => setOpen(false)}>Back to editing</Button>}>
        <ListingPreview draft={full} plan={plan} />
      </Dialog>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  p {
    flex: 1 1 220px;
    margin: 0;
    font-size: ${theme.size.sm};
  }
`;
