// The listing content that paid plans add (tagline, video, FAQ, tags, menu, announcement,
// deals, events): shapes, vocabularies and limits, written once for the app (@shared alias)
// and the functions (relative import). It imports nothing so it compiles for both sides.
// firestore.rules checks the top-level shapes and sizes; the catalogue projection keeps only
// well-formed entries (clean* below), so a device never receives content the dialog refuses.

/** The extra content keys, stored on listings/{id} beside the core ones (listing-fields.ts). */
export const EXTRA_KEYS = ['tagline', 'videoUrl', 'faq', 'tags', 'menu', 'announcement', 'deals', 'events'] as const;
export type ExtraKey = (typeof EXTRA_KEYS)[number];

/** The fixed tag vocabulary: ids are stored, labels shown. */
export const TAGS = {
  'vegan-options': 'Vegan options',
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
  'outdoor-seating': 'Outdoor seating',
  'wheelchair-accessible': 'Wheelchair accessible',
  wifi: 'Free Wi-Fi',
  delivery: 'Delivery',
  takeout: 'Takeout',
  reservations: 'Takes reservations',
  'kid-friendly': 'Kid-friendly',
  'dog-friendly': 'Dog-friendly',
  'late-night': 'Late night',
  'live-music': 'Live music',
} as const;
export type TagId = keyof typeof TAGS;
export const TAG_IDS = Object.keys(TAGS) as TagId[];

/** Dietary marks of a menu item. */
export const DIETARY = { vegan: 'Vegan', vegetarian: 'Vegetarian', 'gluten-free': 'Gluten-free', halal: 'Halal', spicy: 'Spicy' } as const;
export type DietaryId = keyof typeof DIETARY;
export const DIETARY_IDS = Object.keys(DIETARY) as DietaryId[];

export const DEAL_TYPES = ['Discount', 'Offer', 'Happy hour', 'Bundle'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface MenuItem {
  name: string;
  description: string;
  /** In the listing's currency (US dollars), e.g. 12.5; null = no price shown. */
  price: number | null;
  dietary: DietaryId[];
}

export interface MenuSection {
  name: string;
  items: MenuItem[];
}

export interface Announcement {
  text: string;
  /** Epoch ms; the banner shows until then, by the device's clock. */
  endsAt: number;
}

export interface Deal {
  title: string;
  type: DealType;
  /** Epoch ms, or null: runs until the owner removes it. */
  endsAt: number | null;
}

export interface ListingEvent {
  title: string;
  /** Epoch ms; shown in the listing's time zone. */
  startsAt: number;
  endsAt: number;
  description: string;
}

export interface ListingExtras {
  tagline?: string;
  videoUrl?: string;
  faq?: FaqEntry[];
  tags?: TagId[];
  menu?: MenuSection[];
  announcement?: Announcement | null;
  deals?: Deal[];
  events?: ListingEvent[];
}

/** Limits in characters (code points) and counts; the dialog, the rules and the projection share them. */
export const EXTRA_LIMITS = {
  tagline: 80,
  videoUrl: 200,
  faqEntries: 10,
  faqQuestion: 200,
  faqAnswer: 1000,
  tags: TAG_IDS.length,
  menuSections: 12,
  menuSectionName: 80,
  /** per section */
  menuItems: 40,
  /** over all sections: a menu is a list, not a catalogue */
  menuItemsTotal: 200,
  menuItemName: 80,
  menuItemDescription: 300,
  menuPriceMax: 100_000,
  announcement: 200,
  deals: 10,
  dealTitle: 120,
  events: 20,
  eventTitle: 120,
  eventDescription: 500,
} as const;
