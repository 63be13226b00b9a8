import type {
  CartItem,
  Product,
  ProductCategory,
  SavedAddress,
  WishlistItem,
} from '@tessera/api-client';
import { productBrands, productColors } from '@tessera/api-client/ecommerce';
import type { Random, SeedContext } from '../../server';
import { slugify, type CartOffer, type EcommerceData } from './model';

// Sample data of our own, from the seeded generator: the same seed always gives the same shop.

/** How many products a fresh shop holds (times the `scale` option). */
export const productCount = 27;

/** The demo accounts' carts as seeded: what their userData.extras.eCommerceCartItemsCount says. */
export const seededCartSizes: Record<number, number> = { 1: 3, 2: 0 };

interface CategoryKind {
  nouns: readonly string[];
  /** Price range in whole currency units. */
  price: [number, number];
  /** The picture's two gradient colours. */
  colors: [string, string];
  features: readonly string[];
}

const categories: Record<ProductCategory, CategoryKind> = {
  audio: {
    nouns: ['Headphones', 'Earbuds', 'Speaker', 'Soundbar'],
    price: [29, 399],
    colors: ['#4a5bd0', '#8e6ee8'],
    features: ['rich bass', 'active noise cancelling', 'a 30-hour battery', 'clear calls'],
  },
  cameras: {
    nouns: ['Camera', 'Action Cam', 'Lens', 'Tripod'],
    price: [49, 1299],
    colors: ['#1f6fb2', '#35a7c9'],
    features: ['a fast autofocus', 'steady 4K video', 'a weather-sealed body', 'a bright lens'],
  },
  computers: {
    nouns: ['Laptop', 'Monitor', 'Keyboard', 'Mouse'],
    price: [19, 1899],
    colors: ['#3f7330', '#7fb35a'],
    features: ['a crisp display', 'a quiet design', 'all-day battery', 'fast charging'],
  },
  gaming: {
    nouns: ['Controller', 'Headset', 'Console', 'Racing Wheel'],
    price: [39, 549],
    colors: ['#a23b6c', '#e06a9a'],
    features: ['low latency', 'programmable buttons', 'haptic feedback', 'RGB lighting'],
  },
  home: {
    nouns: ['Smart Lamp', 'Air Purifier', 'Thermostat', 'Robot Vacuum'],
    price: [25, 699],
    colors: ['#b35c00', '#e89a3c'],
    features: ['voice control', 'an app with schedules', 'a whisper-quiet motor', 'easy setup'],
  },
  phones: {
    nouns: ['Phone', 'Charger', 'Power Bank', 'Phone Case'],
    price: [15, 1199],
    colors: ['#1f7a6e', '#4fb8a4'],
    features: ['a bright OLED screen', 'a triple camera', 'wireless charging', 'a tough frame'],
  },
  wearables: {
    nouns: ['Smartwatch', 'Fitness Band', 'Smart Ring', 'Sport Watch'],
    price: [35, 649],
    colors: ['#c0392b', '#e5735f'],
    features: ['heart-rate tracking', 'GPS', 'sleep insights', 'a week of battery'],
  },
};
const categoryNames = Object.keys(categories) as ProductCategory[];

const modelNames = [
  'Nova',
  'Pulse',
  'Orbit',
  'Vista',
  'Echo',
  'Drift',
  'Halo',
  'Prism',
  'Summit',
  'Tide',
  'Aero',
  'Flux',
  'Vertex',
  'Zephyr',
];
const editions = ['', ' Pro', ' Lite', ' Max', ' Mini', ' Plus'];

/** A product picture: the category's gradient, a soft shape and the product's initials. */
function productImage(name: string, kind: CategoryKind, variant: number): string {
  const [from, to] = kind.colors;
  const letters = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  const shape =
    variant % 3 === 0
      ? '<circle cx="200" cy="170" r="90" fill="#fff" fill-opacity=".18"/>'
      : variant % 3 === 1
        ? '<rect x="110" y="80" width="180" height="180" rx="36" fill="#fff" fill-opacity=".18"/>'
        : '<path d="M200 70l110 190H90z" fill="#fff" fill-opacity=".18"/>';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="320" viewBox="0 0 400 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="320" fill="url(#g)"/>${shape}` +
    `<text x="200" y="170" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Ratings lean high, as shops' do: 1 and 2 are rare. */
function rating(random: Random): number {
  const roll = random.next();
  return roll < 0.07 ? 1 : roll < 0.17 ? 2 : roll < 0.42 ? 3 : roll < 0.75 ? 4 : 5;
}

const day = 24 * 60 * 60 * 1000;

function makeProducts(random: Random, count: number): Product[] {
  const slugs = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const category = categoryNames[index % categoryNames.length];
    const kind = categories[category];
    const brand = random.pick(productBrands);
    const noun = random.pick(kind.nouns);
    const name = `${brand} ${random.pick(modelNames)} ${noun}${random.pick(editions)}`;
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    const [first, second] = random.shuffle(kind.features);
    const [low, high] = kind.price;
    return {
      id: index + 1,
      name,
      slug,
      description: `The ${noun.toLowerCase()} from ${brand} with ${first} and ${second}, made for every day.`,
      brand,
      category,
      price: random.int(low, high) + 0.99,
      image: productImage(name, kind, index),
      hasFreeShipping: random.bool(0.5),
      rating: rating(random),
      stock: random.bool(0.1) ? 0 : random.int(3, 60),
      colorOptions: random.shuffle(productColors).slice(0, random.int(1, 4)),
    };
  });
}

const sampleAddresses: SavedAddress[] = [
  {
    id: 1,
    label: 'Home',
    fullName: 'Avery Stone',
    phone: '+1 415 555 0134',
    line1: '18 Juniper Lane',
    line2: 'Apartment 4B',
    city: 'Oakridge',
    postalCode: '94110',
    country: 'United States',
  },
  {
    id: 2,
    label: 'Office',
    fullName: 'Avery Stone',
    phone: '+1 415 555 0178',
    line1: '200 Harbor Street',
    line2: 'Floor 7',
    city: 'Bayview',
    postalCode: '94107',
    country: 'United States',
  },
];

export function createData({ random, scale }: SeedContext): EcommerceData {
  const products = makeProducts(random, productCount * scale);
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  const cartOffers = new Map<number, CartOffer>(
    products.map((product) => [
      product.id,
      {
        shippingDate: new Date(today.getTime() + random.int(1, 8) * day).toISOString().slice(0, 10),
        offers: random.int(1, 4),
        discountPercentage: random.int(3, 20),
      },
    ]),
  );

  // The demo accounts' carts and wishlists, from products in stock.
  let lastItemId = 0;
  const inStock = products.filter((product) => product.stock > 0);
  const carts = new Map<number, CartItem[]>();
  const wishlists = new Map<number, WishlistItem[]>();
  for (const [user, size] of Object.entries(seededCartSizes)) {
    const picked = random.shuffle(inStock).slice(0, size + 2);
    carts.set(
      Number(user),
      picked.slice(0, size).map((product) => ({
        id: ++lastItemId,
        productId: product.id,
        qty: random.int(1, Math.min(3, product.stock)),
      })),
    );
    wishlists.set(
      Number(user),
      picked.slice(size).map((product) => ({ id: ++lastItemId, productId: product.id })),
    );
  }

  return {
    products,
    byId: new Map(products.map((product) => [product.id, product])),
    bySlug: new Map(products.map((product) => [product.slug, product])),
    cartOffers,
    carts,
    wishlists,
    addresses: sampleAddresses,
    lastItemId,
    lastOrderNumber: 1000,
  };
}
