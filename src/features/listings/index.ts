// Public surface of the listings feature for other features and the app layer.
export { ListingCard } from './components/listing-card';
export { ListingGrid, ListingGridSkeleton } from './components/listing-grid';
export { SearchBox } from './components/search-box';
export { ListingImage } from './components/listing-image';
export { Rating } from './components/rating';
export { useFeatured } from './data/use-featured';
export { useListingsByIds } from './data/use-listings-by-ids';
export { CATEGORIES, PRICE_RANGES, WEEKDAYS } from './data/catalog-schema';
export type { CatalogListing, Category, OpeningHours, PriceRange, SocialMedia, Weekday } from './data/catalog-schema';
export { DAY_LABELS, formatDay, formatTime } from './lib/hours';
