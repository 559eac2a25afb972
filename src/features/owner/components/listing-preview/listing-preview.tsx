// The owner's listing as diners see it on the owner's plan now: the draft through the same
// entitlement filter the catalogue publishes with (entitledView), drawn by the listing page's
// own body. It names what the plan leaves out, so the difference a plan makes is plain.
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ListingPreview as PageBody, type ListingContent } from '@/features/listings';
import type { ListingExtras } from '@shared/listing-extras';
import { entitledView, FEATURES, featuresOf } from '@shared/plan-features';
import type { PlanName } from '@shared/plans';
import type { ListingDraft } from '@/domain/listing';
import { media } from '@/lib/style';

type Draft = ListingDraft & ListingExtras;

const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value && typeof value === 'object' ? Object.values(value).some(filled) : typeof value === 'string' ? value.trim() !== '' : value != null;

/** Labels of the features that hold content in the draft but are not shown on `plan`. */
export function hiddenFeatures(draft: Draft, plan: PlanName | null): string[] {
  const shown = featuresOf(plan);
  // dealType is a constant every listing carries, not something the owner added.
  const added = (field: string) => field !== 'dealType' && filled((draft as unknown as Record<string, unknown>)[field]);
  return FEATURES.filter((f) => !shown.has(f.id) && f.fields.some(added))
    .filter((f) => f.id !== 'gallery' || draft.images.length > 1)
    .map((f) => f.label);
}

interface Props {
  draft: Draft;
  plan: PlanName | null;
  ownerName?: string;
}

// A preview is not the place: saving it as a favourite or following an in-app link (which
// would leave the dialog) does nothing here.
function handleClickCapture(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('button[aria-pressed], a[href^="/"]')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

export function ListingPreview({ draft, plan, ownerName = '' }: Props) {
  const view = entitledView(draft as unknown as Record<string, unknown>, plan) as unknown as Partial<Draft>;
  const listing = {
    ...view,
    id: 'preview',
    title: draft.title || 'Your place',
    images: view.images ?? [],
    specialOffers: view.specialOffers ?? [],
    rating: 0,
    reviewCount: 0,
    ownerId: '',
    ownerName,
    createdAt: 0,
    updatedAt: 0,
    rank: 0,
  } as ListingContent;
  const hidden = hiddenFeatures(draft, plan);
  return (
    <OneColumn data-testid="listing-preview" onClickCapture={handleClickCapture}>
      {hidden.length > 0 && (
        <Left data-testid="preview-hidden">
          Not shown {plan ? `on ${plan}` : 'without a plan'}: {hidden.join(', ')}. What you typed stays saved and shows again on a plan that includes it.
        </Left>
      )}
      <PageBody listing={listing} />
    </OneColumn>
  );
}

const Left = styled.p`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSoft};
  font-size: ${theme.size.sm};
`;

// The page lays its card beside the content on a wide screen; the dialog is narrower than the
// page, so its body stays one column here (the order of a phone).
const OneColumn = styled.div`
  ${media.up('md')} {
    & > div:last-child {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: none;
      row-gap: ${theme.space(8)};
    }
    & > div:last-child > * {
      grid-column: auto;
      grid-row: auto;
    }
    & > div:last-child > div > section:first-child {
      margin-top: 0;
    }
  }
`;
