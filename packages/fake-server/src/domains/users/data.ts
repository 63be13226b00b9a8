import type { User } from '@tessera/api-client';
import { userBillings, userPlans, userRoles, userStatuses } from '@tessera/api-client/schemas';
import { initialsAvatar, type Random, type SeedContext } from '../../server';
import { userCountFor, type UsersData } from './model';

// The user directory: people made up from the word lists below by the seeded PRNG.

/** A word list written as text: 'a b c' -> ['a', 'b', 'c']. */
const words = (text: string) => text.trim().split(/\s+/);
/** The same with commas, for entries of several words. */
const list = (text: string) => text.split(',').map((entry) => entry.trim());

const firstNames = words(`
  Mara Otto Ines Tobias Leila Caspian Noor Felix Ayla Dmitri Priya Jonah Selma Idris Yuki Rafael
  Greta Kofi Elena Soren Amara Lucas Freya Mateo Zara Henrik Camila Arjun Nadia Emil Talia Bruno
  Ingrid Kenji Lucia Omar Vera Nikolai Esme Dario
`);

const lastNames = words(`
  Quill Vance Okafor Lindqvist Moreau Haddad Castell Brennan Ilves Novak Asante Kowal Marsh
  Takeda Oyelaran Petrov Salas Whitlock Duarte Falk Rahman Sorensen Mbeki Carvalho Lund Achebe
  Varga Holm Nakamura Ferreira Strand Kariuki Delgado Brandt Oduya Ruiz
`);

const companyWords = words(`
  Copper Lumen Harbor Maple Orbit Cedar Atlas Juniper Slate Beacon Fennel Quarry Tidal Ember
  Willow Granite
`);
const companyKinds = words(`
  Labs Works Systems Studio Partners Logistics Analytics Foods Health
`);

const countries = list(`
  Portugal, Canada, Kenya, Japan, Brazil, Norway, India, Mexico, Australia, Germany, Chile,
  Vietnam, Ireland, Morocco, New Zealand, Poland, Ghana, Argentina, South Korea, Finland
`);

/** Share of users with a picture; the others show their initials. */
const avatarShare = 0.6;

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

function phoneNumber(random: Random): string {
  return `+${random.int(1, 99)} (${digits(random, 3)}) ${digits(random, 3)}-${digits(random, 4)}`;
}

/** Lower-case letters only, so usernames and email domains stay plain ASCII. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Every first and last name pair once, in a seeded order: a small directory has no two people
 * of the same name. Past that many people (the 10,000 of `scale`) namesakes come back.
 */
function nameSequence(random: Random): () => readonly [string, string] {
  const pairs = random.shuffle(
    firstNames.flatMap((first) => lastNames.map((last) => [first, last] as const)),
  );
  let next = 0;
  return () => pairs[next++ % pairs.length];
}

export function createData({ random, scale }: SeedContext): UsersData {
  const count = userCountFor(scale);
  const nextName = nameSequence(random);
  const usernames = new Set<string>();
  const users: User[] = [];
  for (let id = 1; id <= count; id++) {
    const [first, last] = nextName();
    const fullName = `${first} ${last}`;
    const company = `${random.pick(companyWords)} ${random.pick(companyKinds)}`;
    // Namesakes get their id appended: usernames (and so emails) are unique.
    const base = `${slug(first)}.${slug(last)}`;
    const username = usernames.has(base) ? `${base}${id}` : base;
    usernames.add(username);
    users.push({
      id,
      fullName,
      username,
      email: `${username}@${slug(company)}.example`,
      company,
      contact: phoneNumber(random),
      country: random.pick(countries),
      role: random.pick(userRoles),
      currentPlan: random.pick(userPlans),
      status: random.pick(userStatuses),
      billing: random.pick(userBillings),
      avatar: random.bool(avatarShare) ? initialsAvatar(fullName, id) : '',
    });
  }
  return { users, lastId: count, passwords: new Map(), detailsSeed: random.int(1, 2 ** 31 - 1) };
}
