import { Children, isValidElement, useDeferredValue, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Skeleton } from '@/components/skeleton';
import { Container } from '@/components/layout';
import { FIRST_SCREEN_CARDS } from '@/lib/usage';
import { CardPriorityContext, EAGER_CARDS, priorityOf } from './card-priority';
import { CardCountsContext } from './card-appearance';

type Props = ComponentProps<typeof Grid> & {
  /** The grid is the page's main content (see priorityOf). */
  lead?: boolean;
  /** Its first FIRST_SCREEN_CARDS cards count an appearance once half in view (usage counts). */
  countAppearances?: boolean;
  /** A full-width item after the first row of cards, whatever the number of columns (an ad). */
  ad?: ReactNode;
};

/** Cards in a grid's first commit: a first viewport's worth (two rows of three on a desktop). */
const FIRST_COMMIT = 2 * EAGER_CARDS;

/**
 * The card grid; it tells each card its photo's loading priority from its position. A new grid
 * commits the cards a first viewport shows, and React renders the rest right after, in the
 * background (useDeferredValue's initial value): the first paint, and the page's largest picture,
 * do not wait for two dozen cards below the fold.
 */
export function ListingGrid({ children, lead = true, countAppearances = false, ad, ...rest }: Props) {
  const cards = Children.toArray(children);
  const shown = useDeferredValue(cards.length, Math.min(cards.length, FIRST_COMMIT));
  return (
    <Grid {...rest}>
      {cards.slice(0, shown).map((child, i) => (
        <CardPriorityContext.Provider key={isValidElement(child) && child.key !== null ? child.key : i} value={priorityOf(i, lead)}>
          <CardCountsContext.Provider value={countAppearances && i < FIRST_SCREEN_CARDS}>{child}</CardCountsContext.Provider>
        </CardPriorityContext.Provider>
      ))}
      {ad && <SecondRow>{ad}</SecondRow>}
    </Grid>
  );
}

// The same box as a card (listing-card.tsx): 4:3 photo, then category, title, open status, two
// description lines (or a tagline and one), the tags' row and the address line, so the real cards replace it without moving anything.
export function ListingGridSkeleton({ count = 6, ad }: { count?: number; ad?: ReactNode }) {
  return (
    <Grid role="status" aria-busy="true" aria-label="Loading listings">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i}>
          <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '4 / 3' }} />
          <SkeletonBody>
            <Skeleton $w="40%" $h="24px" />
            <Skeleton $w="75%" $h="22px" />
            <Skeleton $w="45%" $h="22px" />
            <Skeleton $h="42px" />
            <Skeleton $w="50%" $h="22px" />
            <Skeleton $w="60%" $h="21px" />
          </SkeletonBody>
        </SkeletonCard>
      ))}
      {ad && <SecondRow>{ad}</SecondRow>}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

// Row 2 is placed first, so the cards flow around it: one row above it, the rest below. The
// item's own page margins would narrow it: the grid already sits inside the page's container.
const SecondRow = styled.div`
  grid-row: 2;
  grid-column: 1 / -1;
  min-width: 0;
  & > ${Container} { padding: 0; }
`;

const SkeletonCard = styled.div`
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const SkeletonBody = styled.div`
  display: grid;
  gap: 6px;
  padding: ${theme.space(4)};
`;
