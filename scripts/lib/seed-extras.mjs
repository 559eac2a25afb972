// The paid plans' listing content of the demo data (functions/src/common/listing-extras.ts):
// the demo owner's Gold listings carry all of it (a gallery, a video, menu, FAQ, tags, an
// announcement, deals and events), Koji & Co. Ramen is on Silver (which ends two days after
// seeding, so its paid parts are about to leave), Grindstone on Platinum, and Flour & Fable's
// Basic owner has typed some that the catalogue does not publish. Every other listing gets a
// few tags of its kind, shown when its owner's plan includes them. Pure: dates are relative to
// BASE_EPOCH (the seed day's start, once onSeedDay has moved them: shiftExtras).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Each city's offset from UTC in standard time, so an event starts at a local hour (summer time: an hour later). */
const UTC_OFFSET = { Portland: -8, Austin: -6, Denver: -7, Chicago: -6 };

/** Tags drawn from per kind of place (the ids of TAGS in listing-extras.ts). */
const CATEGORY_TAGS = {
  Restaurant: ['reservations', 'vegetarian', 'gluten-free', 'outdoor-seating', 'wheelchair-accessible', 'takeout', 'kid-friendly'],
  'Coffee Shop': ['wifi', 'takeout', 'vegan-options', 'dog-friendly', 'outdoor-seating'],
  Bakery: ['takeout', 'vegan-options', 'gluten-free', 'delivery'],
  Cafe: ['wifi', 'vegetarian', 'vegan-options', 'kid-friendly', 'dog-friendly', 'outdoor-seating'],
  'Fast Food': ['takeout', 'delivery', 'late-night', 'halal', 'kid-friendly'],
};

const item = (name, price, description = '', dietary = []) => ({ name, description, price, dietary });

/** When, relative to the seed day, at a local hour in `city`. */
const at = (base, city, day, hour) => base + day * DAY + (hour - UTC_OFFSET[city]) * HOUR;

/** The full content, by venue title; `images` replaces the drawn photos (a gallery). */
function byTitle(base, city) {
  return {
    'Ember & Oak Kitchen': {
      images: [1, 2, 3, 4, 5, 6].map((k) => `/demo/restaurant-${k}.webp`),
      tagline: 'Oak-fired steaks, smoky vegetables and a late-night ramen counter',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      tags: ['reservations', 'outdoor-seating', 'wheelchair-accessible', 'vegetarian', 'gluten-free', 'late-night'],
      menu: [
        {
          name: 'From the oak grill',
          items: [
            item('Dry-aged ribeye', 48, '16 oz, 30 days dry-aged, bone marrow butter.', ['gluten-free']),
            item('Smoky half chicken', 26, 'Brined overnight, charred lemon, salsa verde.', ['gluten-free']),
            item('Charred carrots', 14, 'Whipped feta, hot honey, pistachio dukkah.', ['vegetarian']),
          ],
        },
        {
          name: 'Small plates',
          items: [
            item('Grilled flatbread', 9, 'Za’atar, olive oil, sea salt.', ['vegan']),
            item('Ember-roasted beets', 12, 'Citrus, pickled shallot, horseradish crème.', ['vegetarian', 'gluten-free']),
            item('Crispy pork belly', 15, 'Chili caramel, herbs.', ['spicy']),
          ],
        },
        {
          name: 'Late night (from 10 pm)',
          items: [
            item('Brisket ramen', 18, 'Smoked brisket, shoyu broth, soft egg, scallion.'),
            item('Miso mushroom ramen', 16, 'Roasted mushrooms, white miso broth, chili oil.', ['vegan', 'spicy']),
            item('Oak-smoked burger', 17, 'Two patties, cheddar, grilled onions.'),
          ],
        },
      ],
      faq: [
        { question: 'Do you take reservations?', answer: 'Yes, online or by phone. The bar and the patio are kept for walk-ins.' },
        { question: 'Is there a vegetarian menu?', answer: 'Every section has vegetarian dishes, marked on the menu.\nThe kitchen can make most of them vegan on request.' },
        { question: 'Can you host a private party?', answer: 'The back room seats 24. Write to us with your date and we will send the set menus.' },
      ],
      announcement: { text: 'Closed Thursday evening for a private event. The bar stays open for walk-ins.', endsAt: base + 3 * DAY + 23 * HOUR },
      deals: [
        { title: 'Happy hour 4–6 pm: half-price small plates', type: 'Happy hour', endsAt: null },
        { title: 'Tasting menu for two, $89 with a bottle of wine', type: 'Bundle', endsAt: base + 20 * DAY },
      ],
      events: [
        { title: 'Oak-fire supper club', startsAt: at(base, city, -6, 19), endsAt: at(base, city, -6, 22), description: 'Five courses from the grill, one long table.' },
        { title: 'Oak-fire supper club', startsAt: at(base, city, 4, 19), endsAt: at(base, city, 4, 22), description: 'Five courses from the grill, one long table.\nBook ahead: 24 seats.' },
        { title: 'Winemaker dinner with Willamette Valley pinot', startsAt: at(base, city, 11, 18.5), endsAt: at(base, city, 11, 21.5), description: 'Four pours, four plates, and the winemaker at the table.' },
      ],
    },
    'Morning Ritual Coffee': {
      tagline: 'Single-origin espresso and a slow pour-over bar',
      tags: ['wifi', 'takeout', 'vegan-options', 'outdoor-seating'],
      menu: [
        { name: 'Espresso', items: [item('Espresso', 3.5), item('Flat white', 4.75), item('Cardamom latte', 5.5, 'House cardamom syrup, oat milk by default.', ['vegan'])] },
        { name: 'Pour-over', items: [item('Ethiopia Yirgacheffe', 6, 'Blueberry, jasmine, bergamot.'), item('Colombia Huila', 5.5, 'Caramel, red apple.')] },
        { name: 'From the case', items: [item('Almond croissant', 4.25, '', ['vegetarian']), item('Banana bread', 3.75, 'Gluten-free, made with oat flour.', ['gluten-free', 'vegetarian'])] },
      ],
      faq: [
        { question: 'Do you sell whole beans?', answer: 'Yes: every coffee on the pour-over bar comes in 12 oz bags, ground for you if you like.' },
        { question: 'Is there Wi-Fi?', answer: 'Free Wi-Fi, and outlets along the window bar.' },
      ],
      deals: [{ title: 'Bring your own cup: 25 cents off any drink', type: 'Discount', endsAt: null }],
      events: [{ title: 'Saturday cupping', startsAt: at(base, city, 2, 10), endsAt: at(base, city, 2, 11.5), description: 'Taste three new arrivals with our roaster. Free.' }],
    },
    'Golden Crumb Bakery': {
      tagline: 'Naturally leavened bread, baked every morning',
      tags: ['takeout', 'vegan-options', 'delivery'],
      menu: [
        { name: 'Breads', items: [item('Country sourdough', 9, '', ['vegan']), item('Seeded rye', 10, 'Caraway, sunflower, flax.', ['vegan']), item('Baguette', 4, '', ['vegan'])] },
        { name: 'Pastries', items: [item('Butter croissant', 4.5, '', ['vegetarian']), item('Morning bun', 5, 'Orange zest, cinnamon sugar.', ['vegetarian'])] },
      ],
      faq: [{ question: 'When does the bread sell out?', answer: 'Usually by noon on weekends. Pre-order by 6 pm the day before and we keep a loaf for you.' }],
      deals: [{ title: 'Day-old loaves half price after 2 pm', type: 'Discount', endsAt: base + 6 * DAY }],
    },
    'Sunny Side Cafe': {
      tagline: 'All-day brunch, bottomless coffee',
      videoUrl: 'https://vimeo.com/76979871',
      tags: ['kid-friendly', 'vegetarian', 'wifi'],
      menu: [
        { name: 'Brunch', items: [item('Buttermilk pancakes', 11, 'Maple syrup, whipped butter.', ['vegetarian']), item('Eggs Benedict', 14), item('Crispy hash browns', 5, '', ['vegan', 'gluten-free'])] },
        { name: 'Drinks', items: [item('Drip coffee, bottomless', 3), item('Fresh orange juice', 5, '', ['vegan'])] },
      ],
    },
    'Koji & Co. Ramen': {
      tagline: 'Tonkotsu simmered for 18 hours',
      tags: ['takeout', 'late-night', 'vegetarian'],
      menu: [
        {
          name: 'Ramen',
          items: [
            item('Tonkotsu ramen', 16, 'Pork bone broth, chashu, ajitama egg.'),
            item('Shoyu ramen', 15, 'Chicken and soy broth, bamboo shoots.'),
            item('Spicy miso ramen', 16, 'Ground pork, chili miso, corn.', ['spicy']),
            item('Vegetable ramen', 14, 'Kombu and shiitake broth, tofu.', ['vegan']),
          ],
        },
        { name: 'Sides', items: [item('Gyoza (6)', 8), item('Karaage', 9, 'Japanese fried chicken, lemon.')] },
      ],
      announcement: { text: 'New: the vegetable ramen is now fully vegan.', endsAt: base + 9 * DAY },
    },
    'Grindstone Coffee Bar': {
      tagline: 'House-roasted beans, a short walk from downtown',
      tags: ['wifi', 'takeout', 'dog-friendly'],
      deals: [{ title: 'Free pastry with this ad', type: 'Offer', endsAt: base + 14 * DAY }],
    },
    // A Basic owner's typing: kept on their listing, not published (Basic shows the core four).
    'Flour & Fable': {
      tagline: 'Croissants laminated by hand, three days in the making',
      tags: ['takeout', 'vegan-options'],
      faq: [{ question: 'Do you make vegan pastries?', answer: 'On Saturdays: a vegan croissant and a fruit tart.' }],
    },
  };
}

const seqOf = (id) => Number(String(id).replace(/\D/g, '')) || 0;

/** The content of one listing (what buildSeed adds): its own by title, else a few tags of its kind. */
export function seedExtras(listing, base) {
  const own = byTitle(base, listing.city)[listing.title];
  if (own) return structuredClone(own);
  const pool = CATEGORY_TAGS[listing.category] ?? [];
  const n = seqOf(listing.id);
  const count = 1 + (n % 3);
  const tags = [...new Set(Array.from({ length: count }, (_, i) => pool[(n * 7 + i * 3) % pool.length]))];
  return tags.length ? { tags } : {};
}

/** The listing with its dated content moved by `shift` ms (onSeedDay). */
export function shiftExtras(listing, shift) {
  const out = { ...listing };
  if (out.announcement) out.announcement = { ...out.announcement, endsAt: out.announcement.endsAt + shift };
  if (out.deals) out.deals = out.deals.map((d) => ({ ...d, endsAt: d.endsAt === null ? null : d.endsAt + shift }));
  if (out.events) out.events = out.events.map((e) => ({ ...e, startsAt: e.startsAt + shift, endsAt: e.endsAt + shift }));
  return out;
}
