// Diners' reviews of every approved demo listing (pure, deterministic): what makes each
// listing's rating and count on `npm start`. The aggregation function derives the numbers;
// nothing here states a rating for a listing, only each diner's stars.
import { prng } from './prng.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Reviewers without accounts: nobody signs in as them, so none of them can collide with a
 * real user's review id (`${listingId}_${uid}`). The seeded accounts review the demo owner's
 * listings only (scripts/seed-data.mjs), so a signed-in demo diner finds every other listing
 * still open to their own review.
 */
export const SEED_DINERS = [
  'Maya Thompson', 'Luis Ortega', 'Hannah Kim', 'Derek Osei', 'Grace Liu', 'Tom Becker', 'Aisha Rahman',
  'Noah Fischer', 'Chloe Martin', 'Ben Adeyemi', 'Rosa Delgado', 'Sam Whitfield', 'Ivy Chen', 'Omar Haddad',
  'Nora Lindqvist', 'Jake Morrison', 'Priti Shah', 'Leo Romano', 'Emily Walsh', 'Kenji Watanabe',
  'Fatima Zahra', 'Carlos Mendes', 'Olga Petrova', 'Will Hartley', 'Zoe Campbell', 'Arjun Mehta',
  'Lena Vogel', 'Marcus Reed', 'Sofia Greco', 'Dan O\u2019Brien',
].map((name, i) => ({ uid: `seed-diner-${String(i + 1).padStart(2, '0')}`, name: shortName(name) }));

/** "Maya Thompson" → "Maya T.": how review sites show a diner. */
function shortName(name) {
  const [first, ...rest] = name.split(' ');
  return rest.length ? `${first} ${rest[rest.length - 1][0]}.` : first;
}

/** What a diner says about the food and drink, per category. */
const DETAILS = {
  Restaurant: [
    'The wood-fired half chicken had crackling skin and a bright salsa verde.',
    'We shared the mezze platter and the lamb shoulder; both were generous and well seasoned.',
    'The house pasta was silky, and the short rib ragù tasted like it had cooked all day.',
    'Our server talked us through the wine list without a hint of snobbery.',
    'The tasting menu paced nicely, and the dessert course was the highlight.',
    'Portions are big enough to share, and the burger comes with proper hand-cut fries.',
    'The fish of the day was perfectly cooked, with crisp skin and a lemony butter sauce.',
    'Vegetarian options are more than an afterthought: the roasted cauliflower was a star.',
    'It gets loud on Friday nights, but the food makes up for it.',
    'The cocktails are inventive, and the bar snacks are worth ordering on their own.',
  ],
  'Coffee Shop': [
    'The espresso is balanced and sweet, with none of the burnt taste chains serve.',
    'They rotate single-origin beans, and the baristas are happy to explain each one.',
    'My oat flat white was silky, with latte art every single time.',
    'Plenty of outlets and a quiet back room make it a good place to work for a morning.',
    'The cold brew is smooth and strong, and they sell it by the bottle.',
    'The pastries come from a local bakery; the cardamom bun is a must.',
    'Weekend mornings mean a line out the door, but it moves quickly.',
    'The pour-over takes a few minutes and is worth the wait.',
    'A small menu, done well: the chai is spiced in house.',
    'The music is a bit loud for a coffee shop, but the drinks are excellent.',
  ],
  Bakery: [
    'The croissants shatter when you bite them, with a buttery honeycomb inside.',
    'Their sourdough has a deep crust and a tangy, open crumb.',
    'The seasonal fruit galette was flaky and not too sweet.',
    'They sell out of the morning buns by ten, so go early.',
    'The rye loaf keeps for days and makes excellent toast.',
    'Cookies are huge, chewy in the middle and crisp at the edges.',
    'The staff let us taste a couple of breads before we chose.',
    'The cinnamon roll is enormous and generously iced.',
    'There are only a few tables, so most people take their bread to go.',
    'Their baguette is the closest thing to Paris I have found here.',
  ],
  Cafe: [
    'The brunch menu has something for everyone, and the eggs Benedict are spot on.',
    'Fluffy pancakes, crispy bacon and bottomless filter coffee: a classic done right.',
    'The avocado toast comes on thick sourdough with a perfectly runny egg.',
    'Sunny patio seating and friendly staff make it easy to linger.',
    'The soups change daily; the tomato and basil was rich and comforting.',
    'The sandwiches are stacked high and the house salad is crisp and fresh.',
    'It is a little cramped at lunchtime, but service stays quick.',
    'The matcha latte and the banana bread make a perfect afternoon break.',
    'Great for families: there is a kids\u2019 menu and high chairs without asking.',
    'The shakshuka arrived bubbling in its pan with plenty of bread to dip.',
  ],
  'Fast Food': [
    'The smash burgers are thin, crispy at the edges and very juicy.',
    'Fries come out hot and salted right, with a good choice of dips.',
    'The fried chicken sandwich is crunchy and the slaw cuts through nicely.',
    'Orders are ready in a few minutes even during the lunch rush.',
    'The milkshakes are thick enough to need a spoon.',
    'Tacos are cheap and generous, and the salsa bar is well stocked.',
    'The veggie burger holds together and actually tastes of something.',
    'Tables could be cleaner at peak times, but the food is consistent.',
    'Late opening hours make it a reliable stop after a show.',
    'The wings have real heat and come with plenty of blue cheese dip.',
  ],
};

/** How a diner opens and closes, by stars. */
const OPENERS = {
  5: ['Outstanding.', 'One of our favourite spots in town.', 'Absolutely worth the trip.', 'Exceeded every expectation.'],
  4: ['Really good overall.', 'A solid choice.', 'Very enjoyable visit.', 'Would happily come back.'],
  3: ['Decent, with a few misses.', 'Good but not great.', 'A mixed experience.', 'Fine for a quick stop.'],
  2: ['Disappointing this time.', 'Not what we hoped for.', 'Expected more, honestly.'],
  1: ['Would not go back.', 'A poor visit.', 'Very disappointing.'],
};
const CLOSERS = {
  5: ['We are already planning our next visit.', 'Highly recommended.', 'Friendly staff, too.', ''],
  4: ['Service was friendly and quick.', 'Prices are fair for the quality.', 'Parking nearby can be tricky.', ''],
  3: ['Service was slow while we were there.', 'A little pricey for what you get.', 'Might give it another try.', ''],
  2: ['We waited a long time and the order came out wrong.', 'Staff seemed overwhelmed.', 'Hopefully it was an off day.'],
  1: ['Our order was cold and nobody checked on us.', 'Too expensive for the quality.', 'Management never answered our complaint.'],
};

/** A diner's stars around the place's standing (3.0 to 4.8): mostly near it, sometimes not. */
function stars(rand, standing) {
  const spread = rand() < 0.15 ? (rand() - 0.5) * 5 : (rand() - 0.5) * 1.8;
  return Math.min(5, Math.max(1, Math.round(standing + spread)));
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

/**
 * Reviews of each listing given (ids `${listingId}_${uid}`): 2 to 8 per listing, by
 * distinct seed diners, dated between the listing's createdAt and `until`.
 */
export function buildDinerReviews(listings, until) {
  const reviews = [];
  listings.forEach((listing, index) => {
    const rand = prng(9001 + index * 7919);
    const standing = 3 + rand() * 1.8;
    const count = 2 + Math.floor(rand() * 7);
    const start = Math.floor(rand() * SEED_DINERS.length);
    const details = [...DETAILS[listing.category]];
    for (let j = 0; j < count; j++) {
      const diner = SEED_DINERS[(start + j * 7) % SEED_DINERS.length];
      const rating = stars(rand, standing);
      const detail = details.splice(Math.floor(rand() * details.length), 1)[0];
      const comment = [pick(rand, OPENERS[rating]), detail, pick(rand, CLOSERS[rating])].filter(Boolean).join(' ');
      const span = Math.max(DAY, until - listing.createdAt - DAY);
      const createdAt = listing.createdAt + DAY + Math.floor(rand() * span / HOUR) * HOUR;
      reviews.push({
        id: `${listing.id}_${diner.uid}`,
        listingId: listing.id,
        userId: diner.uid,
        customerName: diner.name,
        rating,
        comment,
        createdAt: Math.min(createdAt, until),
        updatedAt: Math.min(createdAt, until),
      });
    }
  });
  return reviews;
}
