// One synthetic CatalogListing of `npm run bench` (src/features/listings/data/catalog-schema.ts),
// deterministic from its index and a seeded PRNG. No Node imports: the bench page uses it too.

export const CATEGORIES = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food'];
// The search terms of bench/bench.ts appear here: sourdough, espresso, vegan brunch, wood-fired pizza, portland.
const WORDS = {
  Restaurant: ['wood-fired pizza', 'handmade pasta', 'vegan brunch', 'smoked brisket', 'ramen', 'tacos al pastor'],
  'Coffee Shop': ['espresso', 'single-origin pour-over', 'cold brew', 'oat milk lattes', 'house-roasted beans'],
  Bakery: ['sourdough', 'croissants', 'cinnamon rolls', 'rye loaves', 'fruit tarts', 'baguettes'],
  Cafe: ['vegan brunch', 'espresso', 'avocado toast', 'matcha', 'quiche', 'sourdough sandwiches'],
  'Fast Food': ['smash burgers', 'fried chicken', 'loaded fries', 'milkshakes', 'veggie wraps'],
};
const CITIES = ['Portland', 'Austin', 'Denver', 'Chicago'];
// Every catalog entry carries its zone (the projection sees to it); the city's, as in the seed.
const ZONES = { Portland: 'America/Los_Angeles', Austin: 'America/Chicago', Denver: 'America/Denver', Chicago: 'America/Chicago' };
const ADJ = ['Golden', 'Rustic', 'Little', 'Copper', 'Blue', 'Wild', 'Olive', 'Harbor', 'Maple', 'Lucky'];
const NOUN = ['Fork', 'Oak', 'Ember', 'Table', 'Spoon', 'Hearth', 'Kettle', 'Garden', 'Corner', 'Lantern'];
const EXTRA = ['a sunny patio', 'free wifi', 'late-night hours', 'a kids menu', 'live music on Fridays', 'dog-friendly seating'];

export function makeListing(i, rnd) {
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const category = CATEGORIES[i % CATEGORIES.length];
  const city = pick(CITIES);
  const name = `${pick(ADJ)} ${pick(NOUN)}`;
  const created = Date.UTC(2026, 0, 1) + i * 60_000;
  const day = { open: '08:00', close: '21:30' };
  return {
    title: `${name} ${category} ${i}`,
    businessName: `${name} Hospitality`,
    description:
      `${name} is a neighbourhood ${category.toLowerCase()} in ${city} known for ${pick(WORDS[category])} and ` +
      `${pick(WORDS[category])}. Locals come back for ${pick(EXTRA)} and ${pick(EXTRA)}.`,
    address: `${100 + (i % 900)} ${pick(NOUN)} St`,
    city,
    category,
    location: { lat: Math.round((30 + rnd() * 15) * 1e4) / 1e4, lng: Math.round((-122 + rnd() * 35) * 1e4) / 1e4 },
    timeZone: ZONES[city],
    telephone: `+1 555 ${String(1000000 + i).slice(-7)}`,
    email: `hello${i}@example.test`,
    openingHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: null },
    priceRange: pick(['$', '$$', '$$$', '$$$$']),
    socialMedia: { instagram: `https://instagram.com/fk${i}` },
    images: [`/demo/${category.toLowerCase().replace(' ', '-')}-${1 + (i % 6)}.webp`],
    specialOffers: rnd() < 0.3 ? ['10% off weekday lunch'] : [],
    rating: Math.round((2.5 + rnd() * 2.5) * 10) / 10,
    reviewCount: Math.floor(rnd() * 400),
    ownerId: `bench-owner-${i % 50}`,
    ownerName: `Owner ${i % 50}`,
    createdAt: created,
    updatedAt: created,
  };
}
