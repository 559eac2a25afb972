// Recently viewed as tests of other features set it up and read it (e.g. the home page's section).
export { forgetViews, readRecentlyViewed, recordView } from '@/features/listings/data/recently-viewed';
