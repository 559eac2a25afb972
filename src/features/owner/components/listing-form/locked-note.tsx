// The owner's mark on a part of the listing their plan does not show: it stays editable (what
// is typed is kept and shows again on a plan that includes it), with a way to the plans. The
// link opens a new tab so the dialog, and what is typed in it, stays where it is.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { LockKeyhole } from '@/components/icons';
import { VisuallyHidden } from '@/components/layout';
import { featureSpec, type FeatureId } from '@shared/plan-features';
import type { ListingForm } from './use-listing-form';

interface Props {
  form: Pick<ListingForm, 'planNote'>;
  /** Several: one note for the group, naming the features it holds back. */
  feature: FeatureId | readonly FeatureId[];
  /** Rewords the note, e.g. the gallery: Basic still shows the first photo. */
  reword?: (note: string) => string;
}

export function LockedNote({ form, feature, reword = (note) => note }: Props) {
  const features = typeof feature === 'string' ? [feature] : feature;
  const locked = features.filter((f) => form.planNote(f));
  if (locked.length === 0) return null;
  const names = features.length > 1 ? `${locked.map((f) => featureSpec(f).label).join(', ')}: ` : '';
  const note = names + reword(form.planNote(locked[0]));
  return (
    <Note role="note" data-testid={`locked-${locked.join('-')}`}>
      <LockKeyhole size={16} aria-hidden="true" />
      <span>
        {note}.{' '}
        <a href="/pricing" target="_blank" rel="noopener">
          See plans<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </span>
    </Note>
  );
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSoft};
  color: ${theme.color.text};
  font-size: ${theme.size.sm};
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.color.warning};
  }
  a {
    color: ${theme.color.primaryHover};
    font-weight: 600;
  }
`;

