import { Container } from '@/components/layout';
import type { Ad, Placement } from '../data/ad-schema';
import { useActiveAd } from '../data/use-active-ad';
import { AdBox, Box } from './ad-box';

// A slot above a page's content keeps its size from the first render, whatever arrives (an ad
// synced seconds later, or none): the results below it must never jump (CLS budget 0.02).
const RESERVED: ReadonlySet<Placement> = new Set(['listings-top']);

/** Where a reserved slot has no sponsored ad: Forkful's own offer to businesses. */
const HOUSE_AD: Pick<Ad, 'title' | 'description' | 'ctaText' | 'ctaLink' | 'imageUrl'> = {
  title: 'Your place could be here',
  description: 'Reach diners while they choose where to eat. Sponsored spots come with every paid plan.',
  ctaText: 'See plans',
  ctaLink: '/pricing',
  imageUrl: '',
};

/**
 * Renders the active sponsored ad of a placement. A bottom placement shows nothing when there is
 * none; a reserved (top) one shows a same-sized frame while loading and the house ad instead.
 */
export function AdSlot({ placement }: { placement: Placement }) {
  const { ad, loading } = useActiveAd(placement);
  const reserved = RESERVED.has(placement);
  if (!reserved) return ad ? <AdBox ad={ad} testId={`ad-${placement}`} reserved={false} /> : null;
  if (loading) {
    return (
      <Container>
        <Box as="div" $reserved $media aria-hidden="true" data-testid={`ad-slot-${placement}`} />
      </Container>
    );
  }
  if (ad) return <AdBox ad={ad} testId={`ad-${placement}`} reserved />;
  return <AdBox ad={HOUSE_AD} testId={`ad-house-${placement}`} reserved tag="Forkful for business" />;
}
