export { AdSlot } from './components/ad-slot';
export type { Placement } from './data/ad-schema';
