export { AdSlot } from './components/ad-slot';
export { PLACEMENTS } from './data/ad-schema';
export type { Ad, Placement } from './data/ad-schema';
export { useAds } from './data/use-ads';
