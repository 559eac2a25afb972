// Deterministic demo data for the emulators: accounts, listings (unrated: the aggregation
// derives ratings from the reviews), sponsored ads, diners' reviews of every approved listing
// (scripts/lib/seed-reviews.mjs), and the demo owner's dashboard (reviews of their listings by
// the seeded accounts, their copies in users/{uid}/listingReviews, and notifications).
// Pure module (no I/O, no Math.random, no clock): buildSeed() always returns the same data.
//
//   node scripts/seed-data.mjs   -> prints counts and checks the invariants (exit 1 on failure)
//
// Notes on optional listing fields:
// - priceRange is omitted entirely (not set to undefined) on 3 approved listings so the UI
//   default ('$$') is exercised and Firestore writes never see an undefined value.
// - whatsapp is '' when a listing has none; socialMedia is {} when a listing has none.

import { prng } from './lib/prng.mjs';
import { buildDinerReviews, SEED_DINERS } from './lib/seed-reviews.mjs';
import { seedExtras } from './lib/seed-extras.mjs';

/** Fixed base epoch for every createdAt: 2026-10-01T00:00:00Z. */
export const BASE_EPOCH = Date.UTC(2026, 9, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const CATEGORIES = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe', 'Fast Food'];
export const CITIES = ['Portland', 'Austin', 'Denver', 'Chicago'];

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

const USERS = [
  { uid: 'demo-admin', email: 'admin@forkful.test', password: 'Admin123!', fullName: 'Ava Admin', businessName: 'Forkful', businessType: 'Restaurant', role: 'admin', package: null, admin: true },
  { uid: 'demo-owner', email: 'owner@forkful.test', password: 'Owner123!', fullName: 'Olivia Owner', businessName: 'Ember & Oak Hospitality', businessType: 'Restaurant', role: 'business_owner', package: 'Gold', admin: false },
  { uid: 'demo-diner', email: 'diner@forkful.test', password: 'Diner123!', fullName: 'Dana Diner', businessName: "Dana's Supper Club", businessType: 'Cafe', role: 'business_owner', package: null, admin: false },
  { uid: 'demo-owner-2', email: 'marco@forkful.test', password: 'Owner123!', fullName: 'Marco Bellini', businessName: 'Bellini Restaurant Group', businessType: 'Restaurant', role: 'business_owner', package: 'Silver', admin: false },
  { uid: 'demo-owner-3', email: 'priya@forkful.test', password: 'Owner123!', fullName: 'Priya Raman', businessName: 'Raman Coffee Collective', businessType: 'Coffee Shop', role: 'business_owner', package: 'Platinum', admin: false },
  { uid: 'demo-owner-4', email: 'sofia@forkful.test', password: 'Owner123!', fullName: 'Sofia Alvarez', businessName: 'Alvarez Bakehouses', businessType: 'Bakery', role: 'business_owner', package: 'Basic', admin: false },
  { uid: 'demo-owner-5', email: 'jamal@forkful.test', password: 'Owner123!', fullName: 'Jamal Carter', businessName: 'Carter Quick Eats', businessType: 'Fast Food', role: 'business_owner', package: null, admin: false },
];

/** Default owner per category for listings not owned by demo-owner. */
const CATEGORY_OWNERS = {
  Restaurant: ['demo-owner-2'],
  'Coffee Shop': ['demo-owner-3'],
  Bakery: ['demo-owner-4'],
  Cafe: ['demo-owner-3', 'demo-owner-4'],
  'Fast Food': ['demo-owner-5'],
};

// ---------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------

/** Each city's IANA time zone: what a save derives from the place (functions/src/common/time-zone.ts). */
export const CITY_ZONES = { Portland: 'America/Los_Angeles', Austin: 'America/Chicago', Denver: 'America/Denver', Chicago: 'America/Chicago' };

const CITY_INFO = {
  Portland: {
    area: '503',
    streets: [
      ['NW 23rd Ave', 'Nob Hill', 45.528, -122.6985],
      ['SE Hawthorne Blvd', 'Hawthorne', 45.5121, -122.627],
      ['NE Alberta St', 'the Alberta Arts District', 45.559, -122.645],
      ['SE Division St', 'Richmond', 45.5046, -122.63],
      ['N Mississippi Ave', 'Boise', 45.55, -122.6755],
      ['SW Alder St', 'Downtown', 45.5205, -122.679],
      ['NW Glisan St', 'the Pearl District', 45.5265, -122.682],
      ['SE Belmont St', 'Sunnyside', 45.5165, -122.638],
    ],
  },
  Austin: {
    area: '512',
    streets: [
      ['S Congress Ave', 'South Congress', 30.249, -97.75],
      ['E 6th St', 'East Austin', 30.264, -97.73],
      ['Barton Springs Rd', 'Zilker', 30.262, -97.762],
      ['Guadalupe St', 'Hyde Park', 30.295, -97.742],
      ['E Cesar Chavez St', 'Holly', 30.256, -97.725],
      ['Manor Rd', 'Cherrywood', 30.286, -97.717],
      ['S Lamar Blvd', 'Bouldin Creek', 30.25, -97.765],
      ['Burnet Rd', 'Allandale', 30.335, -97.739],
    ],
  },
  Denver: {
    area: '303',
    streets: [
      ['Larimer St', 'RiNo', 39.76, -104.985],
      ['Tennyson St', 'Berkeley', 39.775, -105.044],
      ['E Colfax Ave', 'Capitol Hill', 39.74, -104.975],
      ['S Broadway', 'Baker', 39.715, -104.987],
      ['Blake St', 'LoDo', 39.753, -104.996],
      ['W 32nd Ave', 'Highland', 39.762, -105.012],
      ['S Pearl St', 'Platt Park', 39.688, -104.98],
      ['Welton St', 'Five Points', 39.752, -104.978],
    ],
  },
  Chicago: {
    area: '312',
    streets: [
      ['W Division St', 'Wicker Park', 41.903, -87.677],
      ['N Milwaukee Ave', 'Logan Square', 41.923, -87.701],
      ['W 18th St', 'Pilsen', 41.8575, -87.66],
      ['N Clark St', 'Andersonville', 41.98, -87.668],
      ['W Randolph St', 'the West Loop', 41.884, -87.648],
      ['N Damen Ave', 'Bucktown', 41.918, -87.6775],
      ['N Lincoln Ave', 'Lincoln Square', 41.968, -87.688],
      ['E 53rd St', 'Hyde Park', 41.7995, -87.59],
    ],
  },
};

// ---------------------------------------------------------------------------
// Venues: [title, signature sentence]. The first entry per category belongs to demo-owner.
// ---------------------------------------------------------------------------

const VENUES = {
  Restaurant: [
    ['Ember & Oak Kitchen', 'Wood-fired American kitchen built around an oak grill, turning out dry-aged steaks, charred carrots and smoky half chickens.'],
    ['Bella Napoli Pizza Co.', 'Neapolitan pizza blistered in a wood-burning oven, with San Marzano tomatoes, fior di latte and a 48-hour fermented dough.'],
    ['Saffron Lane', 'Modern Indian cooking with tandoori lamb chops, butter chicken, slow-simmered dal makhani and garlic naan.'],
    ['Koji & Co. Ramen', 'Rich tonkotsu and shoyu ramen with springy noodles, chashu pork and jammy soy-marinated eggs.'],
    ['The Copper Pot Bistro', 'French bistro classics such as steak frites, coq au vin and onion soup gratinée, with a crème brûlée worth saving room for.'],
    ['Verde Cantina', 'Regional Mexican cooking with mole negro, cochinita pibil, hand-pressed blue corn tortillas and a long mezcal list.'],
    ['Osteria Lumina', 'Handmade pasta osteria serving cacio e pepe, pappardelle with wild boar ragù and a daily risotto.'],
    ['Harbor & Vine', 'Seafood-forward small plates: oysters on the half shell, grilled octopus, halibut crudo and buttery lobster rolls.'],
    ['Little Seoul Table', 'Korean comfort food, from sizzling stone-pot bibimbap and bulgogi to kimchi pancakes and tableside barbecue.'],
    ['Olive & Thyme Mezze', "Mediterranean mezze of hummus, smoky baba ghanoush, lamb kofta and za'atar flatbread fresh from the oven."],
    ['Red Lantern Dumpling House', 'Sichuan and Cantonese favorites, from mapo tofu and dan dan noodles to soup dumplings folded to order.'],
    ['Smokestack Barbecue', 'Central Texas-style barbecue: post-oak smoked brisket, pork ribs, jalapeño cheddar sausage and tangy slaw.'],
    ['Sakura Omakase', 'An intimate sushi counter serving a 14-course omakase of nigiri, sashimi and seasonal hand rolls.'],
    ['Pho Saigon Corner', 'Vietnamese noodle house ladling 12-hour beef pho, lemongrass vermicelli bowls and crispy banh xeo.'],
    ['Fig & Fennel', 'Seasonal farm-to-table restaurant with a changing menu of local vegetables, house-made charcuterie and natural wine.'],
    ['Casa Paella', 'Spanish tapas and saffron paella cooked over an open flame, with patatas bravas, jamón and pitchers of sangria.'],
    ['Bangkok Street Kitchen', 'Thai street food including pad see ew, green curry, khao soi and papaya salad with as much chili as you dare.'],
    ['Marrow & Main Steakhouse', 'Classic steakhouse with prime ribeye, bone marrow butter, creamed spinach and an extensive bourbon list.'],
    ['Nonna Rosa Trattoria', 'Family trattoria known for Sunday gravy, chicken parmigiana, baked ziti and tiramisu made from Nonna’s recipe.'],
    ['Blue Agave Grill', 'Southwestern grill with green chile stew, carne asada, fish tacos and fresh-squeezed margaritas.'],
  ],
  'Coffee Shop': [
    ['Morning Ritual Coffee', 'Single-origin espresso and a slow pour-over bar, roasting small batches of Ethiopian and Colombian beans in-house.'],
    ['Third Wave Roasters', 'Light-roast specialty coffee with rotating pour-over, nitro cold brew and house-made oat milk.'],
    ['Drip & Draw', 'A cozy espresso bar that doubles as a sketchbook club, serving flat whites, cortados and cardamom lattes.'],
    ['Bean There Coffee Co.', 'Neighborhood coffee shop known for honey lavender lattes, maple cold brew and big communal tables.'],
    ['Copperline Espresso', 'Standing-room espresso bar pulling ristretto shots on a lever machine, plus affogato with local gelato.'],
    ['Driftwood Coffee House', 'Laid-back coffee house with cold brew on tap, chai lattes, ceremonial matcha and fresh banana bread.'],
    ['Kettle & Crema', 'Manual-brew coffee bar offering Chemex, siphon and V60 pour-over alongside a signature cappuccino.'],
    ['Northbound Coffee Roasters', 'Roastery and tasting room with weekly cuppings, seasonal espresso blends and whole beans to take home.'],
    ['The Daily Grind', 'Fast, friendly coffee shop with a walk-up window, mochas, Americanos and breakfast burritos to go.'],
    ['Velvet Pour', 'Latte-art specialists serving silky cappuccinos, oat-milk flat whites and Spanish lattes.'],
    ['Golden Hour Coffee', 'Sunny corner coffee bar roasting Guatemalan and Kenyan beans, with turmeric lattes and espresso tonics.'],
    ['Grindstone Coffee Bar', 'Industrial-chic espresso bar with single-origin drip, cold brew flights and almond croissants.'],
    ['Little Owl Espresso', 'A tiny espresso window serving cortados, macchiatos and honey oat lattes to the morning commute.'],
    ['Roast & Ramble', 'Bike-friendly coffee shop with locally roasted beans, nitro cold brew and house-baked scones.'],
    ['Cardamom & Crema', 'Scandinavian-inspired coffee bar with cardamom buns, batch filter coffee and Nordic light roasts.'],
    ['Steam Valley Coffee', 'Coffee shop and study spot with bottomless drip, vanilla lattes, cold brew and plenty of outlets.'],
  ],
  Bakery: [
    ['Golden Crumb Bakery', 'Naturally leavened sourdough, seeded rye and country loaves baked every morning in a stone-deck oven.'],
    ['Flour & Fable', 'French-style bakery turning out laminated croissants, pain au chocolat, kouign-amann and fruit tarts.'],
    ['Rise & Shine Bakehouse', 'Scratch bakery with cinnamon rolls, morning buns, sourdough bagels and buttermilk biscuits.'],
    ['Sugar Bloom Cupcakes', 'Cupcake bakery with daily flavors like salted caramel, red velvet and lemon raspberry, plus custom celebration cakes.'],
    ['The Rolling Pin', 'Old-fashioned pie shop baking fruit pies, cream pies, hand pies and butter cookies.'],
    ['Butter & Salt Patisserie', 'Patisserie crafting macarons, éclairs, opera cake and seasonal entremets.'],
    ['Hearth Stone Breads', 'Wood-fired bread bakery known for its long-fermented sourdough, rosemary focaccia and crackly baguettes.'],
    ['Donut Social', 'Small-batch brioche donuts glazed to order: maple bacon, raspberry rose and classic vanilla sprinkle.'],
    ['Lazy Sunday Bakery', 'Family-run bakery famous for banana bread, scones, sticky buns and sourdough sandwich loaves.'],
    ['Crust & Crumb Co.', 'Neighborhood bakery with crusty baguettes, ciabatta, olive bread and buttery croissants.'],
    ['Petit Four Bakery', 'Elegant cake shop specializing in layer cakes, petit fours, wedding cakes and cake by the slice.'],
    ['Konditorei Adler', 'German bakery with soft pretzels, Black Forest cake, apple strudel and dense rye breads.'],
    ['Pan Dulce Panadería', 'Mexican panadería baking conchas, orejas, tres leches cake and bolillos fresh each morning.'],
    ['Honey Wheat Bakery', 'Whole-grain bakery milling local wheat for honey oat bread, sourdough and spelt muffins.'],
    ['Mochi Moon Bakery', 'Japanese-inspired bakery with milk bread, matcha croissants, melon pan and mochi donuts.'],
  ],
  Cafe: [
    ['Sunny Side Cafe', 'All-day brunch cafe plating buttermilk pancakes, eggs Benedict and crispy hash browns.'],
    ['The Greenhouse Cafe', 'A bright, plant-filled cafe with avocado toast, grain bowls, cold-pressed juices and fruit smoothies.'],
    ['Hazel & Rye', 'Brunch spot for shakshuka, brioche French toast and smoked salmon bagels, with good coffee to match.'],
    ['Teacup Social', 'Tea room pouring loose-leaf teas, matcha and masala chai with finger sandwiches and scones.'],
    ['Corner Table Cafe', 'Neighborhood cafe serving soups, pressed sandwiches, quiche and big salads at lunchtime.'],
    ['Maple & Mint', 'Breakfast cafe known for fluffy pancakes, berry smoothies, granola bowls and veggie omelets.'],
    ['Little Garden Cafe', 'Vegetarian cafe with avocado toast, seasonal soups, falafel wraps and house-made kombucha.'],
    ['Bluebird Brunch House', 'Southern-inspired brunch: chicken and waffles, shrimp and grits, and biscuits with sausage gravy.'],
    ['Paper Lantern Tea House', 'A calm tea house serving oolong, jasmine green tea, bubble tea and steamed bao.'],
    ['Orchard Street Cafe', 'Cafe and deli making club sandwiches, Reubens, tomato soup and apple cider doughnuts.'],
    ['Pressed & Poured', 'Juice and sandwich bar with hot panini, acai bowls and green smoothies.'],
    ['The Reading Room Cafe', 'Bookshop cafe with quiet corners, Earl Grey lattes, croque monsieur and carrot cake.'],
    ['Sage & Sparrow', 'Airy cafe serving breakfast burritos, Mediterranean brunch plates and turmeric ginger smoothies.'],
    ['Lemon Tree Cafe', 'Sunny brunch cafe with lemon ricotta pancakes, frittata, fresh salads and iced tea.'],
    ['Half Moon Crêperie', 'Sweet and savory crêpes, from Nutella banana to ham and Gruyère galettes, plus a proper cappuccino.'],
  ],
  'Fast Food': [
    ["Blazin' Burger Joint", 'Smash burgers with crispy edges, American cheese and secret sauce on a toasted potato bun.'],
    ['Slice Society Pizza', 'New York-style pizza by the slice, from pepperoni and white pies to Sicilian squares, served until late.'],
    ['Cluck Shack', 'Nashville hot fried chicken sandwiches, tenders and crinkle-cut fries with comeback sauce.'],
    ['Taco Rocket', 'Quick-service taqueria with al pastor tacos, carnitas burritos, cheesy quesadillas and horchata.'],
    ["Frankie's Dogs", 'Chicago-style hot dogs dragged through the garden, Polish sausages and cheese fries.'],
    ['Fry Guys', 'Hand-cut fries, loaded poutine, chili cheese fries and crispy onion rings.'],
    ['Shake Shed', 'Retro burger stand with thick milkshakes, malts and double cheeseburgers.'],
    ['Wok N Go', 'Fast Chinese takeout with orange chicken, lo mein, fried rice and egg rolls.'],
    ['Gyro Express', 'Lamb and chicken gyros, falafel pitas and Greek fries with plenty of tzatziki.'],
    ['Big Kahuna Poke', 'Build-your-own poke bowls with ahi tuna, salmon, spicy mayo and furikake.'],
    ['Wing Station', 'Chicken wings in 15 sauces, from buffalo to honey garlic, with celery and blue cheese.'],
    ['Burrito Barn', 'Mission-style burritos packed with carne asada, pinto beans, rice and fresh salsa.'],
    ['Sub Stop', 'Toasted submarine sandwiches: Italian cold cuts, meatball marinara and Philly cheesesteak.'],
    ['Drive-In Deluxe', 'Classic drive-in with burgers, corn dogs, tater tots and soft-serve cones.'],
    ['Falafel Flash', 'Crispy falafel wraps, chicken shawarma plates and hummus bowls served in minutes.'],
    ["Chili Dog Charlie's", 'Coney dogs smothered in chili and onions, cheese curds and root beer floats.'],
  ],
};

/** Closing sentences per category; {hood} and {city} are filled in. */
const EXTRA = {
  Restaurant: [
    'Reservations are recommended on weekends, but the bar is kept for walk-ins.',
    'Expect a warm dining room in {hood}, friendly service and a thoughtful wine list.',
    'A favorite in {hood} for date nights, birthdays and long dinners with friends.',
    'The kitchen works closely with local farms, so the menu shifts with the seasons.',
    'Vegetarian and gluten-free dishes are clearly marked on the menu.',
  ],
  'Coffee Shop': [
    'Pastries arrive each morning from a local bakery, and there is plenty of seating for remote workers.',
    'Whole beans and brewing gear are for sale at the counter.',
    'A go-to morning stop in {hood} with fast Wi-Fi and a sunny patio.',
    'The baristas are happy to talk tasting notes and help dial in your home brew.',
    'Oat, almond and soy milk are always available at no extra charge.',
  ],
  Bakery: [
    'Arrive early: the best loaves and pastries often sell out before noon.',
    "Custom cakes and wholesale orders are available with 48 hours' notice.",
    'A beloved stop in {hood} for weekend treats and a morning coffee.',
    'Everything is baked from scratch with regional flour and cultured butter.',
  ],
  Cafe: [
    'Weekend brunch gets busy in {hood}, so put your name on the list early.',
    "There's a kids' menu, a dog-friendly patio and plenty of vegan options.",
    'A relaxed spot for catching up with friends or working through the afternoon.',
    'Ingredients come from {city} farmers markets whenever possible.',
  ],
  'Fast Food': [
    'Order ahead online for pickup, or grab a seat at the counter.',
    'Open late on weekends, which makes it a favorite in {hood} after shows and games.',
    'Combos come with a side and a drink, and everything is cooked to order.',
    'Quick, affordable and consistently good: a {city} lunchtime staple.',
  ],
};

const OFFERS = {
  Restaurant: ['Happy hour 4-6pm: half-price appetizers', 'Tuesday date night: three courses for two for $59', 'Kids eat free on Sundays with any adult entrée', '15% off takeout orders over $40', 'Free dessert on your birthday'],
  'Coffee Shop': ['10th drink free with the loyalty card', 'Bring your own cup: 25 cents off any drink', 'Half-price drip coffee before 7:30am', 'Buy a bag of beans, get a free latte'],
  Bakery: ['Day-old bread 50% off after 12pm', 'Buy a dozen, get two free', 'Free cookie with any coffee before 9am', '10% off custom cakes booked two weeks ahead'],
  Cafe: ['Bottomless drip coffee with any brunch plate', 'Weekday lunch combo: soup and half sandwich for $12', 'Students get 10% off with ID', 'Mimosa flights $15 on weekends'],
  'Fast Food': ['Two-for-Tuesday on all burgers', 'Late-night combo deal after 10pm', 'Free fries with any app order', 'Family meal for $24.99 every Friday'],
};

/** Weighted price ranges per category. */
const PRICES = {
  Restaurant: ['$$', '$$', '$$$', '$$$', '$$$', '$$$$'],
  'Coffee Shop': ['$', '$', '$$'],
  Bakery: ['$', '$', '$$'],
  Cafe: ['$', '$$', '$$', '$$'],
  'Fast Food': ['$', '$', '$', '$$'],
};

const span = (open, close) => ({ open, close });
const week = (mon, tue, wed, thu, fri, sat, sun) => ({ mon, tue, wed, thu, fri, sat, sun });

/** Realistic opening-hour patterns per category (null = closed). */
const HOURS = {
  Restaurant: [
    week(null, span('11:30', '22:00'), span('11:30', '22:00'), span('11:30', '22:00'), span('11:30', '23:00'), span('11:30', '23:00'), span('11:30', '21:00')),
    week(span('11:30', '22:00'), span('11:30', '22:00'), span('11:30', '22:00'), span('11:30', '22:00'), span('11:30', '23:00'), span('12:00', '23:00'), span('12:00', '21:00')),
    week(null, null, span('17:00', '22:00'), span('17:00', '22:00'), span('17:00', '23:00'), span('17:00', '23:00'), span('17:00', '21:30')),
  ],
  'Coffee Shop': [
    week(span('06:30', '15:00'), span('06:30', '15:00'), span('06:30', '15:00'), span('06:30', '15:00'), span('06:30', '15:00'), span('07:00', '15:00'), span('07:30', '14:00')),
    week(span('07:00', '16:00'), span('07:00', '16:00'), span('07:00', '16:00'), span('07:00', '16:00'), span('07:00', '16:00'), span('08:00', '16:00'), span('08:00', '16:00')),
    week(span('06:00', '14:00'), span('06:00', '14:00'), span('06:00', '14:00'), span('06:00', '14:00'), span('06:00', '14:00'), span('07:00', '13:00'), null),
  ],
  Bakery: [
    week(null, span('07:00', '14:00'), span('07:00', '14:00'), span('07:00', '14:00'), span('07:00', '14:00'), span('07:00', '15:00'), span('08:00', '13:00')),
    week(null, null, span('07:00', '14:00'), span('07:00', '14:00'), span('07:00', '14:00'), span('07:00', '14:00'), span('08:00', '14:00')),
    week(null, span('06:30', '13:00'), span('06:30', '13:00'), span('06:30', '13:00'), span('06:30', '13:00'), span('07:00', '13:00'), span('07:00', '12:00')),
  ],
  Cafe: [
    week(span('08:00', '16:00'), span('08:00', '16:00'), span('08:00', '16:00'), span('08:00', '16:00'), span('08:00', '16:00'), span('08:00', '15:00'), span('08:00', '15:00')),
    week(null, span('07:30', '15:00'), span('07:30', '15:00'), span('07:30', '15:00'), span('07:30', '15:00'), span('08:00', '15:00'), span('08:00', '15:00')),
    week(span('09:00', '18:00'), span('09:00', '18:00'), span('09:00', '18:00'), span('09:00', '18:00'), span('09:00', '20:00'), span('10:00', '20:00'), span('10:00', '17:00')),
  ],
  'Fast Food': [
    week(span('10:00', '23:00'), span('10:00', '23:00'), span('10:00', '23:00'), span('10:00', '23:00'), span('10:00', '01:00'), span('10:00', '01:00'), span('10:00', '23:00')),
    week(span('10:30', '22:00'), span('10:30', '22:00'), span('10:30', '22:00'), span('10:30', '22:00'), span('10:30', '23:00'), span('10:30', '23:00'), span('11:00', '21:00')),
    week(span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '03:00'), span('11:00', '03:00'), span('11:00', '00:00')),
  ],
};

const allWeek = (slot) => week(slot, slot, slot, slot, slot, slot, slot);
/** open === close: open around the clock. */
const AROUND_THE_CLOCK = allWeek(span('00:00', '00:00'));

/**
 * Hours given by venue rather than drawn, so that in every city at every moment of the week some
 * places are open and some closed (the self-check walks the week in each city's zone): one
 * round-the-clock place per city, late nights past midnight, bakeries from 05:00. Gyro Express
 * is the Portland place still open past midnight on a Tuesday night (11:00-02:00).
 */
const VENUE_HOURS = {
  'Sub Stop': AROUND_THE_CLOCK,
  'Wing Station': AROUND_THE_CLOCK,
  'Drive-In Deluxe': AROUND_THE_CLOCK,
  'Wok N Go': AROUND_THE_CLOCK,
  'Gyro Express': week(span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '02:00'), span('11:00', '03:00'), span('11:00', '03:00'), span('11:00', '00:00')),
  'Burrito Barn': week(span('10:30', '00:00'), span('10:30', '00:00'), span('10:30', '00:00'), span('10:30', '02:00'), span('10:30', '04:00'), span('10:30', '04:00'), span('11:00', '23:00')),
  'Honey Wheat Bakery': week(null, span('05:00', '13:00'), span('05:00', '13:00'), span('05:00', '13:00'), span('05:00', '13:00'), span('05:00', '14:00'), span('06:00', '12:00')),
  'Pan Dulce Panadería': week(span('05:00', '12:00'), span('05:00', '12:00'), span('05:00', '12:00'), span('05:00', '12:00'), span('05:00', '12:00'), span('06:00', '13:00'), span('06:00', '13:00')),
};

/** Listings that are not approved: [category, venue index, owner, reason?]. */
const PENDING = [
  ['Restaurant', 19, 'demo-owner'],
  ['Bakery', 14, 'demo-owner-4'],
  ['Coffee Shop', 15, 'demo-owner-3'],
  ['Fast Food', 15, 'demo-owner-5'],
];
const REJECTED = [
  ['Cafe', 14, 'demo-owner', 'Photos appear to be stock images. Please upload photos of your own dishes and dining room, then resubmit.'],
  ['Restaurant', 18, 'demo-owner-2', 'We could not verify the street address. Please provide the full address of the venue as it appears on your business license.'],
  ['Fast Food', 14, 'demo-owner-5', 'The description is mostly promotional text. Please describe your menu, service and opening hours.'],
];
/** Approved listings owned by demo-owner: the first venue of these categories. */
const DEMO_OWNER_APPROVED = ['Restaurant', 'Coffee Shop', 'Bakery', 'Cafe'];
/** Approved listings left without a priceRange, so the UI default is exercised. */
const NO_PRICE = new Set(['Corner Table Cafe', 'Fry Guys', 'Lazy Sunday Bakery']);

const slugOf = (category) => category.toLowerCase().replace(/\s+/g, '-');
const handleOf = (title) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function makeListing({ rand, n, category, venueIndex, city, ownerId, status, rejectionReason, createdAt }) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const [title, signature] = VENUES[category][venueIndex];
  const handle = handleOf(title);
  const info = CITY_INFO[city];
  const [street, hood, lat0, lng0] = pick(info.streets);
  const phone = (k) => `+1 ${info.area}-555-01${String(k).padStart(2, '0')}`;

  const extras = [...EXTRA[category]];
  const sentences = [signature];
  const extraCount = 1 + Math.floor(rand() * 2);
  for (let i = 0; i < extraCount; i++) {
    const [s] = extras.splice(Math.floor(rand() * extras.length), 1);
    sentences.push(s.replace('{hood}', hood).replace('{city}', city));
  }
  if (rand() < 0.35) sentences.push(`Find us on ${street} in ${hood}.`);

  const slug = slugOf(category);
  const order = [1, 2, 3, 4, 5, 6];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const images = order.slice(0, 2 + Math.floor(rand() * 4)).map((k) => `/demo/${slug}-${k}.webp`);

  let specialOffers = [];
  if (rand() < 0.3) {
    const pool = [...OFFERS[category]];
    const count = 1 + Math.floor(rand() * 3);
    specialOffers = Array.from({ length: count }, () => pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  }

  const socialMedia = {};
  if (rand() < 0.58) {
    const which = Math.floor(rand() * 7) + 1; // non-empty subset of 3 networks
    const tag = handle.replace(/-/g, '');
    if (which & 1) socialMedia.facebook = `https://facebook.com/${tag}`;
    if (which & 2) socialMedia.instagram = `https://instagram.com/${tag}`;
    if (which & 4) socialMedia.twitter = `https://x.com/${tag}`;
  }

  const phoneNo = 10 + ((n * 37) % 90);
  const listing = {
    id: `seed-${String(n).padStart(3, '0')}`,
    title,
    businessName: rand() < 0.5 ? `${title} LLC` : title,
    description: sentences.join(' '),
    address: `${100 + Math.floor(rand() * 4800)} ${street}`,
    city,
    category,
    location: {
      lat: Math.round((lat0 + (rand() - 0.5) * 0.008) * 1e6) / 1e6,
      lng: Math.round((lng0 + (rand() - 0.5) * 0.008) * 1e6) / 1e6,
    },
    timeZone: CITY_ZONES[city],
    telephone: phone(phoneNo),
    email: `hello@${handle}.example`,
    website: rand() < 0.5 ? `https://${handle}.example` : `https://www.${handle}.example`,
    whatsapp: rand() < 0.4 ? phone((phoneNo + 1) % 100) : '',
    // Drawn either way, so every later draw (and so every other field) stays what it was.
    openingHours: structuredClone(((drawn) => VENUE_HOURS[title] ?? drawn)(pick(HOURS[category]))),
    priceRange: pick(PRICES[category]),
    socialMedia,
    images,
    specialOffers,
    dealType: 'Discount',
    // No invented numbers: the aggregation computes them from the seeded reviews
    // (scripts/lib/review-ratings.mjs). The two draws that used to make them up stay, so every
    // other field of every listing is what it was.
    rating: (rand(), 0),
    reviewCount: (rand(), 0),
    ownerId,
    status,
    rejectionReason: rejectionReason ?? null,
    createdAt,
  };
  if (NO_PRICE.has(title) && status === 'approved') delete listing.priceRange;
  return listing;
}

function buildListings() {
  const rand = prng(20261001);
  const used = new Set();
  const key = (category, i) => `${category}#${i}`;
  for (const [c, i] of [...PENDING, ...REJECTED]) used.add(key(c, i));

  // Approved venues: every remaining venue of each category (18/15/14/14/14 = 75).
  const approved = [];
  for (const category of CATEGORIES) {
    let cityTurn = CATEGORIES.indexOf(category);
    VENUES[category].forEach((_, i) => {
      if (used.has(key(category, i))) return;
      const owners = CATEGORY_OWNERS[category];
      const ownerId = i === 0 && DEMO_OWNER_APPROVED.includes(category) ? 'demo-owner' : owners[i % owners.length];
      approved.push({ category, venueIndex: i, city: CITIES[cityTurn++ % CITIES.length], ownerId, status: 'approved' });
    });
  }
  // Interleave categories deterministically so ids and dates are not grouped by type.
  for (let i = approved.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [approved[i], approved[j]] = [approved[j], approved[i]];
  }
  const others = [
    ...PENDING.map(([category, venueIndex, ownerId], k) => ({ category, venueIndex, ownerId, city: CITIES[(k + 1) % 4], status: 'pending' })),
    ...REJECTED.map(([category, venueIndex, ownerId, rejectionReason], k) => ({ category, venueIndex, ownerId, city: CITIES[(k + 2) % 4], status: 'rejected', rejectionReason })),
  ];

  const listings = [];
  let n = 1;
  // Approved: spread over the ~6 months before BASE_EPOCH, newest first by id.
  approved.forEach((spec, i) => {
    const createdAt = BASE_EPOCH - (i + 1) * 2 * DAY - Math.floor(rand() * 20) * HOUR;
    listings.push(makeListing({ rand, n: n++, ...spec, createdAt }));
  });
  others.forEach((spec, i) => {
    const createdAt = BASE_EPOCH - (spec.status === 'pending' ? (i + 1) * 5 * HOUR : (i + 2) * 4 * DAY);
    listings.push(makeListing({ rand, n: n++, ...spec, createdAt }));
  });
  // The paid plans' content (scripts/lib/seed-extras.mjs), added after every draw so the rest
  // of each listing stays what it was.
  return listings.map((l) => ({ ...l, ...seedExtras(l, BASE_EPOCH) }));
}

function buildAds() {
  return [
    {
      id: 'ad-001',
      placement: 'homepage-bottom',
      title: 'Put your restaurant on the map',
      description: 'Join hundreds of local kitchens on Forkful. Gold listings get photo galleries, special offers and a spot in Featured Gems.',
      ctaText: 'See plans',
      ctaLink: '/pricing',
      imageUrl: '/demo/restaurant-3.webp',
      isActive: true,
      createdAt: BASE_EPOCH - 20 * DAY,
    },
    {
      id: 'ad-002',
      placement: 'listings-top',
      title: 'Fresh from the oven',
      description: 'Sourdough, croissants and cinnamon rolls from neighborhood bakeries near you. Get there before they sell out.',
      ctaText: 'Browse bakeries',
      ctaLink: '/listings?category=Bakery',
      imageUrl: '/demo/bakery-1.webp',
      isActive: true,
      createdAt: BASE_EPOCH - 14 * DAY,
    },
    {
      id: 'ad-003',
      placement: 'pricing-page-bottom',
      title: 'Not sure which plan fits?',
      description: 'Start with a free Basic listing today and upgrade to Silver, Gold or Platinum whenever you are ready.',
      ctaText: 'Create a free listing',
      ctaLink: '/register',
      imageUrl: '',
      isActive: true,
      createdAt: BASE_EPOCH - 10 * DAY,
    },
    {
      id: 'ad-004',
      placement: 'homepage-bottom',
      title: 'Coffee crawl weekend',
      description: 'Five espresso bars, one weekend. Collect stamps at participating coffee shops for a free bag of beans.',
      ctaText: 'Find coffee shops',
      ctaLink: '/listings?category=Coffee%20Shop',
      imageUrl: '/demo/coffee-shop-1.webp',
      isActive: false,
      createdAt: BASE_EPOCH - 45 * DAY,
    },
    {
      // On listing pages: a Platinum listing advertised on Basic listings' pages (paid ones hide it).
      id: 'ad-005',
      placement: 'listing-page',
      title: 'Grindstone Coffee Bar',
      description: 'Single-origin pour-overs and house-roasted beans, a short walk away. Show this ad for a free pastry.',
      ctaText: 'See the coffee bar',
      ctaLink: '/listing/seed-015',
      imageUrl: '/demo/coffee-shop-2.webp',
      isActive: true,
      createdAt: BASE_EPOCH - 7 * DAY,
      advertisedListingId: 'seed-015',
      advertisedOwnerId: 'demo-owner-3',
    },
  ];
}

// ---------------------------------------------------------------------------
// The demo owner's dashboard: reviews of their approved listings and notifications
// ---------------------------------------------------------------------------

/** Seeded users who review the demo owner's listings (everyone but the owner and the admin). */
const REVIEWERS = ['demo-diner', 'demo-owner-2', 'demo-owner-3', 'demo-owner-4', 'demo-owner-5'];

/** Per category of the demo owner's approved listing: [rating, days before BASE_EPOCH, comment]. */
const REVIEWS = {
  Restaurant: [
    [5, 40, 'The dry-aged ribeye off the oak grill was the best steak I have had this year, and the charred carrots stole the show.'],
    [4, 20, 'Lovely smoky half chicken and a warm dining room. Service slowed down once it got busy, but the staff were gracious about it.'],
    [5, 2, 'Came for a birthday dinner: they remembered the occasion and sent out dessert on the house. We will be back.'],
  ],
  'Coffee Shop': [
    [5, 60, 'The Ethiopian pour-over tasted like blueberries. The baristas clearly care about every single cup.'],
    [3, 25, 'Great espresso, but the line on weekday mornings is long and seating is limited.'],
    [4, 6, 'Solid flat white and friendly staff. I buy my beans here now.'],
  ],
  Bakery: [
    [5, 5, 'The seeded rye is outstanding. Get there early: the country loaves were gone by ten.'],
    [4, 4, 'Crackly crust, open crumb, and they slice it for you. The morning pastries are good too.'],
    [2, 1, 'The bread is great, but they had sold out of everything I came for by 9:30 on a Saturday.'],
  ],
  Cafe: [
    [4, 15, 'Fluffy buttermilk pancakes and properly crispy hash browns. The weekend wait was about 30 minutes.'],
    [5, 9, 'Best eggs Benedict in town, with a hollandaise made fresh. Coffee refills keep coming.'],
    [3, 3, 'The food was tasty, but our table waited a long while for the check. Still a good brunch spot.'],
  ],
};

const quote = (title) => `\u201c${title}\u201d`;

/**
 * Reviews of the demo owner's approved listings by the other seeded users (ids
 * `${listingId}_${uid}`, docs/data-model.md), the owner's copies of them (what the
 * projectOwnerReview function writes to users/{ownerId}/listingReviews: the seed writes them
 * itself, functions may not be running) and five notifications, two of them unread.
 */
function buildOwnerDashboard(users, listings) {
  const nameOf = Object.fromEntries(users.map((u) => [u.uid, u.fullName]));
  const mine = listings.filter((l) => l.ownerId === 'demo-owner');
  const approved = DEMO_OWNER_APPROVED.map((category) => mine.find((l) => l.status === 'approved' && l.category === category));

  const reviews = [];
  const listingReviews = [];
  approved.forEach((listing, i) => {
    REVIEWS[listing.category].forEach(([rating, daysAgo, comment], j) => {
      const userId = REVIEWERS[(i * 3 + j) % REVIEWERS.length];
      const review = {
        id: `${listing.id}_${userId}`,
        listingId: listing.id,
        userId,
        customerName: nameOf[userId],
        rating,
        comment,
        createdAt: BASE_EPOCH - daysAgo * DAY - (3 + ((i + j) % 5) * 2) * HOUR,
      };
      review.updatedAt = review.createdAt;
      reviews.push(review);
      listingReviews.push({
        ownerId: listing.ownerId,
        id: review.id,
        listingId: listing.id,
        listingTitle: listing.title,
        customerName: review.customerName,
        rating,
        comment,
        createdAt: review.createdAt,
      });
    });
  });

  const pending = mine.find((l) => l.status === 'pending');
  const rejected = mine.find((l) => l.status === 'rejected');
  const bakery = approved[DEMO_OWNER_APPROVED.indexOf('Bakery')];
  const cafe = approved[DEMO_OWNER_APPROVED.indexOf('Cafe')];
  const bakeryReview = reviews.find((r) => r.listingId === bakery.id && r.rating === 4);
  const notifications = [
    {
      id: 'seed-note-1',
      type: 'other',
      title: 'Listing submitted for review',
      message: `${quote(pending.title)} was received and is waiting for admin approval. We will let you know once it has been reviewed.`,
      isRead: false,
      listingId: pending.id,
      createdAt: pending.createdAt + 10 * 60_000,
    },
    {
      id: 'seed-note-2',
      type: 'listing_rejected',
      title: 'Listing rejected',
      message: `${quote(rejected.title)} was not approved. Reason: ${rejected.rejectionReason}`,
      isRead: false,
      listingId: rejected.id,
      createdAt: BASE_EPOCH - 2 * DAY - 5 * HOUR,
    },
    {
      id: 'seed-note-3',
      type: 'other',
      title: 'New review',
      message: `${bakeryReview.customerName} rated ${quote(bakery.title)} ${bakeryReview.rating} out of 5.`,
      isRead: true,
      listingId: bakery.id,
      createdAt: bakeryReview.createdAt + 60_000,
    },
    {
      id: 'seed-note-4',
      type: 'listing_approved',
      title: 'Listing approved',
      message: `${quote(bakery.title)} is now live on Forkful.`,
      isRead: true,
      listingId: bakery.id,
      createdAt: bakery.createdAt + DAY,
    },
    {
      id: 'seed-note-5',
      type: 'listing_approved',
      title: 'Listing approved',
      message: `${quote(cafe.title)} is now live on Forkful.`,
      isRead: true,
      listingId: cafe.id,
      createdAt: cafe.createdAt + DAY,
    },
  ].map((n) => ({ uid: 'demo-owner', ...n }));

  return { reviews, listingReviews, notifications };
}

/**
 * Deterministic demo data: { users, listings, ads, reviews, listingReviews, notifications }.
 * listingReviews carry their ownerId and notifications their uid (the parent document of the
 * subcollection). Returns fresh objects on every call.
 */
export function buildSeed() {
  const users = USERS.map((u) => ({ ...u }));
  const listings = buildListings();
  const dashboard = buildOwnerDashboard(users, listings);
  // Every other approved listing is reviewed by the seed diners (scripts/lib/seed-reviews.mjs).
  const others = listings.filter((l) => l.status === 'approved' && l.ownerId !== 'demo-owner');
  return {
    users,
    listings,
    ads: buildAds(),
    ...dashboard,
    reviews: [...dashboard.reviews, ...buildDinerReviews(others, BASE_EPOCH)],
  };
}

// ---------------------------------------------------------------------------
// Self-check: node scripts/seed-data.mjs
// ---------------------------------------------------------------------------

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const minutesOf = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/**
 * Whether `hours` include local weekday `day` (0 = Monday) at `minute` past midnight: a span
 * whose close is not after its open runs past midnight (open === close: around the clock).
 */
export function isOpenAt(hours, day, minute) {
  const today = hours[DAYS[day]];
  if (today) {
    const [open, close] = [minutesOf(today.open), minutesOf(today.close)];
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  const yesterday = hours[DAYS[(day + 6) % 7]];
  return !!yesterday && minutesOf(yesterday.close) <= minutesOf(yesterday.open) && minute < minutesOf(yesterday.close);
}

/** Weekday (0 = Monday) and minute of the day of instant `t` in `timeZone`. */
function localTime(t, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(t).map((p) => [p.type, p.value]),
  );
  return { day: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Some places open and some closed in every city at every half hour of two weeks (the second
 * holds the end of daylight saving time, 2026-11-01), read in each city's own zone; and on a
 * Tuesday at 21:30 in Portland several are open, one of them past midnight.
 */
function checkOpenHours(approved, check) {
  const start = Date.UTC(2026, 9, 26, 7);
  for (const city of CITIES) {
    const here = approved.filter((l) => l.city === city);
    for (let t = start; t < start + 14 * DAY; t += 30 * 60_000) {
      const { day, minute } = localTime(t, CITY_ZONES[city]);
      const open = here.filter((l) => isOpenAt(l.openingHours, day, minute)).length;
      check(open > 0 && open < here.length, `${city} ${new Date(t).toISOString()}: ${open} of ${here.length} open (some must be open, some closed)`);
    }
  }
  const portland = approved.filter((l) => l.city === 'Portland');
  const tuesdayNight = portland.filter((l) => isOpenAt(l.openingHours, 1, 21 * 60 + 30));
  const pastMidnight = tuesdayNight.filter((l) => l.openingHours.tue && minutesOf(l.openingHours.tue.close) < minutesOf(l.openingHours.tue.open));
  console.log('tue 21:30  ', `${tuesdayNight.length} open in Portland:`, tuesdayNight.map((l) => l.title).join(', '));
  check(tuesdayNight.length >= 3 && pastMidnight.length >= 1, 'several Portland places open on a Tuesday at 21:30, one past midnight');
}

/** The coordinate→zone lookup the app and functions use, when installed (it is a dependency). */
async function loadZoneLookup() {
  try {
    return (await import('@photostructure/tz-lookup')).default;
  } catch {
    console.log('time zones  @photostructure/tz-lookup not installed: coordinates not checked against the zone');
    return null;
  }
}

async function selfCheck() {
  const zoneOf = await loadZoneLookup();
  const data = buildSeed();
  const errors = [];
  const check = (ok, msg) => ok || errors.push(msg);
  const count = (list, fn) => list.reduce((acc, x) => ((acc[fn(x)] = (acc[fn(x)] ?? 0) + 1), acc), {});

  const { users, listings, ads } = data;
  const approved = listings.filter((l) => l.status === 'approved');
  console.log('users      ', users.length, JSON.stringify(count(users, (u) => u.role)));
  console.log('status     ', JSON.stringify(count(listings, (l) => l.status)));
  console.log('category   ', JSON.stringify(count(approved, (l) => l.category)), '(approved)');
  console.log('city       ', JSON.stringify(count(approved, (l) => l.city)), '(approved)');
  console.log('owner      ', JSON.stringify(count(listings, (l) => l.ownerId)));
  console.log('price      ', JSON.stringify(count(approved, (l) => l.priceRange ?? '(none)')), '(approved)');
  console.log('ads        ', ads.map((a) => `${a.placement}:${a.isActive ? 'on' : 'off'}`).join(' '));

  // users
  const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
  check(byEmail['admin@forkful.test']?.password === 'Admin123!' && byEmail['admin@forkful.test'].admin === true && byEmail['admin@forkful.test'].role === 'admin', 'admin account');
  check(byEmail['owner@forkful.test']?.password === 'Owner123!' && byEmail['owner@forkful.test'].package === 'Gold' && byEmail['owner@forkful.test'].role === 'business_owner', 'owner account');
  check(byEmail['diner@forkful.test']?.password === 'Diner123!' && byEmail['diner@forkful.test'].package === null && byEmail['diner@forkful.test'].role === 'business_owner', 'diner account');
  check(users.length === 7 && users.filter((u) => /^demo-owner-\d$/.test(u.uid)).length === 4, 'exactly 3 demo accounts + 4 more owners');
  check(new Set(users.map((u) => u.uid)).size === users.length && new Set(users.map((u) => u.email)).size === users.length, 'unique uids and emails');
  for (const u of users) {
    check(['admin', 'business_owner'].includes(u.role) && u.admin === (u.role === 'admin'), `${u.uid}: role/admin`);
    check([null, 'Basic', 'Silver', 'Gold', 'Platinum'].includes(u.package), `${u.uid}: package`);
    check(CATEGORIES.includes(u.businessType) && u.fullName && u.businessName, `${u.uid}: profile fields`);
    check(u.password.length >= 6, `${u.uid}: password length`);
  }

  // listings
  const statusCount = count(listings, (l) => l.status);
  check(statusCount.approved === 75 && statusCount.pending === 4 && statusCount.rejected === 3, 'status counts 75/4/3');
  const catCount = count(approved, (l) => l.category);
  for (const c of CATEGORIES) check(catCount[c] >= 10, `at least 10 approved ${c}`);
  const cityCount = count(approved, (l) => l.city);
  check(Object.keys(cityCount).length === 4 && CITIES.every((c) => cityCount[c] > 0), 'four cities');
  check(new Set(listings.map((l) => l.id)).size === listings.length, 'unique ids');
  check(new Set(listings.map((l) => l.title)).size === listings.length, 'unique titles');
  check(listings.some((l) => l.title.includes('Pizza')), "a title contains 'Pizza'");
  check(listings.some((l) => l.description.includes('sourdough')), "a description contains 'sourdough'");
  check(listings.filter((l) => !('priceRange' in l)).length === 3, 'exactly 3 listings without priceRange');
  const owners = new Set(users.filter((u) => u.role === 'business_owner').map((u) => u.uid));
  const mine = listings.filter((l) => l.ownerId === 'demo-owner');
  check(mine.length === 6 && mine.filter((l) => l.status === 'pending').length === 1 && mine.filter((l) => l.status === 'rejected').length === 1, 'demo-owner has 6 listings incl. 1 pending and 1 rejected');
  const withSocial = listings.filter((l) => Object.keys(l.socialMedia).length > 0).length;
  check(withSocial >= listings.length * 0.35 && withSocial <= listings.length * 0.65, `about half have social media (${withSocial})`);
  const withOffers = listings.filter((l) => l.specialOffers.length > 0).length;
  check(withOffers >= listings.length * 0.2 && withOffers <= listings.length * 0.45, `about a third have offers (${withOffers})`);

  // The paid plans' content, optional (tests/unit/seed-extras.test.ts checks it with the shared checks).
  const EXTRA_FIELDS = ['tagline', 'videoUrl', 'faq', 'tags', 'menu', 'announcement', 'deals', 'events'];
  const FIELDS = ['id', 'title', 'businessName', 'description', 'address', 'city', 'category', 'location', 'timeZone', 'telephone', 'email', 'website', 'whatsapp', 'openingHours', 'priceRange', 'socialMedia', 'images', 'specialOffers', 'dealType', 'rating', 'reviewCount', 'ownerId', 'status', 'rejectionReason', 'createdAt'];
  const BOUNDS = { Portland: [45.4, 45.65, -122.85, -122.5], Austin: [30.15, 30.45, -97.9, -97.6], Denver: [39.6, 39.85, -105.15, -104.85], Chicago: [41.7, 42.05, -87.8, -87.5] };
  const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
  for (const l of listings) {
    const id = l.id;
    const keys = Object.keys(l);
    const expected = [...('priceRange' in l ? FIELDS : FIELDS.filter((f) => f !== 'priceRange')), ...keys.filter((k) => EXTRA_FIELDS.includes(k))];
    check(keys.length === expected.length && expected.every((f) => keys.includes(f)), `${id}: exact field set`);
    check(/^seed-\d{3}$/.test(id), `${id}: id format`);
    check(CATEGORIES.includes(l.category) && CITIES.includes(l.city), `${id}: category/city`);
    const sentences = l.description.split(/(?<=[.!?])\s+/).length;
    check(sentences >= 2 && sentences <= 4, `${id}: description has ${sentences} sentences`);
    check(/^\d+ \S.+/.test(l.address), `${id}: street address`);
    const [a, b, c, d] = BOUNDS[l.city];
    check(l.location.lat > a && l.location.lat < b && l.location.lng > c && l.location.lng < d, `${id}: location in ${l.city}`);
    check(l.timeZone === CITY_ZONES[l.city], `${id}: time zone of ${l.city}`);
    if (zoneOf) check(zoneOf(l.location.lat, l.location.lng) === l.timeZone, `${id}: time zone of its coordinates (${zoneOf(l.location.lat, l.location.lng)})`);
    check(/^\+1 \d{3}-555-01\d{2}$/.test(l.telephone), `${id}: telephone`);
    check(l.whatsapp === '' || /^\+1 \d{3}-555-01\d{2}$/.test(l.whatsapp), `${id}: whatsapp`);
    check(/^[a-z0-9-]+@[a-z0-9-]+\.example$/.test(l.email), `${id}: email`);
    check(/^https:\/\/(www\.)?[a-z0-9-]+\.example$/.test(l.website), `${id}: website`);
    check(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].every((day) => l.openingHours[day] === null || (hhmm.test(l.openingHours[day].open) && hhmm.test(l.openingHours[day].close))), `${id}: opening hours`);
    check(!('priceRange' in l) || ['$', '$$', '$$$', '$$$$'].includes(l.priceRange), `${id}: priceRange`);
    check(Object.entries(l.socialMedia).every(([k, v]) => ({ facebook: 'https://facebook.com/', instagram: 'https://instagram.com/', twitter: 'https://x.com/' })[k] && v.startsWith({ facebook: 'https://facebook.com/', instagram: 'https://instagram.com/', twitter: 'https://x.com/' }[k])), `${id}: socialMedia`);
    const slug = slugOf(l.category);
    // Drawn: 2 to 5 photos; a gallery (seed-extras.mjs) has 6.
    check(l.images.length >= 2 && l.images.length <= 6 && new Set(l.images).size === l.images.length && l.images.every((p) => new RegExp(`^/demo/${slug}-[1-6]\\.webp$`).test(p)), `${id}: images`);
    check(Array.isArray(l.specialOffers) && l.specialOffers.length <= 3, `${id}: specialOffers`);
    check(l.dealType === 'Discount', `${id}: dealType`);
    // The aggregation derives them from the reviews when seeding: none is written here.
    check(l.rating === 0 && l.reviewCount === 0, `${id}: no invented rating`);
    check(owners.has(l.ownerId), `${id}: ownerId`);
    check(l.status === 'rejected' ? typeof l.rejectionReason === 'string' && l.rejectionReason.length > 10 : l.rejectionReason === null, `${id}: rejectionReason`);
    check(Number.isInteger(l.createdAt) && l.createdAt <= BASE_EPOCH && l.createdAt > BASE_EPOCH - 400 * DAY, `${id}: createdAt`);
  }

  checkOpenHours(approved, check);

  // the demo owner's dashboard
  const { reviews, listingReviews, notifications } = data;
  const listingById = Object.fromEntries(listings.map((l) => [l.id, l]));
  const uids = new Set(users.map((u) => u.uid));
  console.log('reviews    ', reviews.length, 'on', new Set(reviews.map((r) => r.listingId)).size, 'listings', JSON.stringify(count(reviews, (r) => r.rating)));
  console.log('notes      ', notifications.length, JSON.stringify(count(notifications, (n) => (n.isRead ? 'read' : 'unread'))));
  check(mine.length >= 4, 'demo-owner has at least 4 listings');
  const ownerReviews = reviews.filter((r) => listingById[r.listingId]?.ownerId === 'demo-owner');
  const dinerNames = Object.fromEntries(SEED_DINERS.map((d) => [d.uid, d.name]));
  check(ownerReviews.length === 12, '12 reviews of the demo owner’s listings');
  check(new Set(reviews.map((r) => r.id)).size === reviews.length, 'unique review ids');
  for (const r of reviews) {
    const l = listingById[r.listingId];
    const mineToo = l?.ownerId === 'demo-owner';
    check(Object.keys(r).sort().join() === 'comment,createdAt,customerName,id,listingId,rating,updatedAt,userId', `${r.id}: exact review fields`);
    check(r.id === `${r.listingId}_${r.userId}`, `${r.id}: id is listingId_userId`);
    check(l?.status === 'approved', `${r.id}: reviews an approved listing`);
    // The seeded accounts review the demo owner's listings only; seed diners (no account) the rest.
    check(mineToo ? uids.has(r.userId) && r.userId !== 'demo-owner' && r.userId !== 'demo-admin' : r.userId in dinerNames, `${r.id}: reviewer`);
    check(r.customerName === (mineToo ? users.find((u) => u.uid === r.userId)?.fullName : dinerNames[r.userId]), `${r.id}: customerName`);
    check(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, `${r.id}: rating`);
    check(typeof r.comment === 'string' && r.comment.length > 0 && r.comment.length <= 2000, `${r.id}: comment`);
    check(Number.isInteger(r.createdAt) && r.createdAt > (l?.createdAt ?? Infinity) && r.createdAt <= BASE_EPOCH && r.updatedAt === r.createdAt, `${r.id}: createdAt after the listing's`);
  }
  const perListing = count(reviews, (r) => r.listingId);
  check(approved.every((l) => perListing[l.id] >= 2 && perListing[l.id] <= 8), 'every approved listing has 2 to 8 reviews');
  check(listings.every((l) => l.status === 'approved' || !perListing[l.id]), 'no review of an unapproved listing');
  check(new Set(ownerReviews.map((r) => r.listingId)).size === 4, 'reviews on 4 of the demo owner’s listings');
  check(new Set(reviews.map((r) => r.comment)).size > reviews.length * 0.9, 'review texts are varied');
  check(listingReviews.length === ownerReviews.length, 'one owner copy per review of the demo owner’s listings');
  for (const r of ownerReviews) {
    const copy = listingReviews.find((c) => c.id === r.id);
    const l = listingById[r.listingId];
    check(
      !!copy && copy.ownerId === l?.ownerId && copy.listingId === r.listingId && copy.listingTitle === l?.title &&
        copy.customerName === r.customerName && copy.rating === r.rating && copy.comment === r.comment && copy.createdAt === r.createdAt,
      `${r.id}: owner copy matches (what projectOwnerReview writes)`,
    );
  }
  check(notifications.length === 5 && notifications.every((n) => n.uid === 'demo-owner'), '5 notifications for demo-owner');
  check(notifications.filter((n) => !n.isRead).length === 2, '2 unread notifications');
  check(new Set(notifications.map((n) => n.id)).size === notifications.length, 'unique notification ids');
  for (const t of ['listing_approved', 'listing_rejected', 'other']) check(notifications.some((n) => n.type === t), `a ${t} notification`);
  for (const n of notifications) {
    check(Object.keys(n).sort().join() === 'createdAt,id,isRead,listingId,message,title,type,uid', `${n.id}: exact fields`);
    check(n.title.length >= 1 && n.title.length <= 200 && n.message.length <= 2000, `${n.id}: title/message length`);
    check(listingById[n.listingId]?.ownerId === 'demo-owner', `${n.id}: about a listing of demo-owner`);
    check(Number.isInteger(n.createdAt) && n.createdAt <= BASE_EPOCH && n.createdAt > BASE_EPOCH - 30 * DAY, `${n.id}: createdAt within the last days`);
  }

  // ads
  check(ads.length === 5, '5 ads');
  for (const a of ads.filter((x) => x.advertisedListingId)) check(listingById[a.advertisedListingId]?.ownerId === a.advertisedOwnerId, `${a.id}: advertises a seeded listing of its owner`);
  for (const p of ['homepage-bottom', 'listings-top', 'pricing-page-bottom', 'listing-page']) check(ads.filter((a) => a.placement === p && a.isActive).length === 1, `one active ad for ${p}`);
  check(ads.filter((a) => !a.isActive).length === 1 && ads.find((a) => !a.isActive).placement === 'homepage-bottom', 'one inactive homepage-bottom ad');
  for (const a of ads) {
    check(a.id && a.title && a.description && a.ctaText && /^\/[^/]/.test(a.ctaLink), `${a.id}: fields`);
    check(a.imageUrl === '' || /^\/demo\/[a-z-]+-\d\.webp$/.test(a.imageUrl), `${a.id}: imageUrl`);
    check(Number.isInteger(a.createdAt), `${a.id}: createdAt`);
  }

  // determinism
  check(JSON.stringify(buildSeed()) === JSON.stringify(data), 'buildSeed() is deterministic');

  if (errors.length) {
    console.error(`\nFAILED ${errors.length} check(s):\n- ${errors.slice(0, 40).join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nseed-data: all checks passed');
}

if (import.meta.url === `file://${process.argv[1]}`) await selfCheck();
