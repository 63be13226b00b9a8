import type { ProfilePerson } from '@tessera/api-client';
import { initialsAvatar, type Random, type SeedContext } from '../../server';
import type { ProfileData, ProfilePollRecord, ProfilePostRecord } from './model';

// The profile page's sample data, written here and drawn by the seeded generator: the same seed
// always gives the same people, posts, likes and votes. Pictures are generated SVGs.

const firstNames = [
  'Amara', 'Bastien', 'Chloé', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonah',
  'Kavya', 'Lucas', 'Mina', 'Nils', 'Oona', 'Pablo', 'Quinn', 'Rosa', 'Sami', 'Tess',
]; // prettier-ignore
const lastNames = [
  'Adeyemi', 'Berger', 'Castillo', 'Dubois', 'Eriksen', 'Fontaine', 'Garcia', 'Haddad', 'Ivanova',
  'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Silva',
]; // prettier-ignore

const postTexts = [
  'Shipped the new onboarding flow today. Sign-ups finish in half the clicks they used to.',
  'Our design review moved to Thursdays: fewer meetings, longer focus blocks for everyone.',
  'Spent the morning pairing on the billing export. Small steps, every test green, no surprises.',
  'Three customers asked for dark mode this week. It is on the board for next sprint.',
  'Wrote down how we triage bugs. Short version: reproduce first, then fix, then add the test.',
  'The team offsite was a success: we planned the quarter and nobody got lost on the hike.',
  'Trying a no-meeting Wednesday this month. I will report back on what it does to our pace.',
  'The search page now answers in under a hundred milliseconds at ten thousand records.',
  'Welcomed two new engineers today. If you see them around, say hello and show them the coffee.',
  'Our accessibility audit came back with only minor notes. Proud of the care that went in.',
  'Refactored the invoice module. Fewer lines, clearer names, and the same behaviour throughout.',
  'Sketching ideas for the mobile layout. Tables fold into cards below seven hundred pixels.',
  'The release notes are out. Thanks to everyone who tested the beta and sent feedback.',
  'Reading about calm technology: tools that stay out of the way until you need them.',
];
const commentTexts = [
  'Great work, congratulations to the whole team!',
  'Can you share the notes from this?',
  'This made my week, thank you.',
  'Looking forward to trying it.',
  'Nice, the numbers speak for themselves.',
  'Happy to help with the next step.',
  'Love this idea.',
  'Saving this for our next retro.',
];
const tweetTexts = [
  'A good changelog is a love letter to your users.',
  'Tip: name your tests after the behaviour, not the function.',
  'Small pull requests get reviewed; large ones get approved.',
  'Accessibility is not a feature. It is how the product works.',
  'Today I learned that most bugs live at the edges: empty lists, long names, slow networks.',
];
const pageNames: [string, string][] = [
  ['Design Systems Weekly', 'Design'],
  ['Frontend Field Notes', 'Technology'],
  ['Product Craft', 'Business'],
  ['Open Source Friday', 'Community'],
  ['Remote Teams Guild', 'Work'],
];
const photoThemes = ['Harbour', 'Forest', 'Desert', 'Skyline', 'Meadow', 'Glacier', 'Canyon', 'Coast', 'Valley']; // prettier-ignore
const gradients: [string, string][] = [
  ['#4a5bd0', '#8f6ed5'],
  ['#1f7a6e', '#4fb38c'],
  ['#b35c00', '#e0a240'],
  ['#1f6fb2', '#5fb4e0'],
  ['#a23b6c', '#e07a8f'],
  ['#3f7330', '#9cc45a'],
];

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A landscape of rounded hills over a gradient: a photo stand-in that needs no file. */
export function sceneSvg(random: Random, width: number, height: number): string {
  const [from, to] = random.pick(gradients);
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const base = height * (0.55 + layer * 0.13);
    const peak = base - height * (0.1 + random.next() * 0.2);
    const middle = width * (0.2 + random.next() * 0.6);
    return `<path d="M0 ${base.toFixed(0)}Q${middle.toFixed(0)} ${peak.toFixed(0)} ${width} ${base.toFixed(0)}V${height}H0z" fill="#fff" fill-opacity="${(0.12 + layer * 0.08).toFixed(2)}"/>`;
  }).join('');
  const sun = `<circle cx="${(width * (0.15 + random.next() * 0.7)).toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(height * 0.12).toFixed(0)}" fill="#fff" fill-opacity=".35"/>`;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${sun}${hills}</svg>`,
  );
}

/** A wide banner of overlapping circles on a gradient: the profile's cover. */
function coverSvg(random: Random): string {
  const [from, to] = random.pick(gradients);
  const circles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 300)}" r="${random.int(40, 160)}" fill="#fff" fill-opacity="${(0.06 + random.next() * 0.12).toFixed(2)}"/>`,
  ).join('');
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" preserveAspectRatio="xMidYMid slice">` +
      `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="300" fill="url(#c)"/>${circles}</svg>`,
  );
}

/** People's ids start here, clear of the login accounts' own ids. */
export const firstPersonId = 1001;

const hour = 60 * 60 * 1000;
/** Everything was posted in the weeks before this moment, whatever today is. */
const newest = Date.parse('2026-10-20T09:00:00Z');

export function createData({ random, scale }: SeedContext): ProfileData {
  const people: ProfilePerson[] = random
    .shuffle(firstNames)
    .slice(0, 18)
    .map((first, index) => {
      const fullName = `${first} ${random.pick(lastNames)}`;
      return { id: firstPersonId + index, fullName, avatar: initialsAvatar(fullName, index) };
    });
  const someone = () => random.pick(people).id;
  const somePeople = (max: number) =>
    random
      .shuffle(people)
      .slice(0, random.int(0, max))
      .map((person) => person.id);

  let commentId = 0;
  let postedAt = newest;
  const postCount = Math.max(1, Math.round(23 * scale));
  const posts: ProfilePostRecord[] = Array.from({ length: postCount }, (_, index) => {
    postedAt -= random.int(3, 40) * hour;
    let commentAt = postedAt;
    return {
      id: index + 1,
      authorId: someone(),
      postedAt: new Date(postedAt).toISOString(),
      text: postTexts[index % postTexts.length],
      image: random.bool(0.4) ? sceneSvg(random, 640, 360) : null,
      likedBy: somePeople(12),
      comments: Array.from({ length: random.int(0, 3) }, () => {
        commentAt += random.int(1, 5) * hour;
        commentId += 1;
        return {
          id: commentId,
          authorId: someone(),
          text: random.pick(commentTexts),
          postedAt: new Date(commentAt).toISOString(),
        };
      }),
    };
  });

  const polls: ProfilePollRecord[] = [
    {
      id: 1,
      question: 'What should the team build next?',
      options: ['A mobile app', 'Offline mode', 'More integrations', 'Custom reports'].map(
        (label, index) => ({ id: index + 1, label, voterIds: [] as number[] }),
      ),
    },
  ];
  // Each person votes once, or not at all.
  for (const person of people) {
    if (random.bool(0.8)) random.pick(polls[0].options).voterIds.push(person.id);
  }

  return {
    people,
    header: {
      designation: 'Product designer',
      location: 'Lisbon, Portugal',
      joinedAt: '2023-04-17',
      cover: coverSvg(random),
    },
    about: {
      bio: 'I design tools that help teams run their back office with less friction. Before that, I built booking systems for small hotels.',
      role: 'Product designer',
      country: 'Portugal',
      languages: ['English', 'Portuguese', 'French'],
      phone: '+351 21 000 4821',
      teams: ['Design', 'Platform', 'Accessibility guild'],
    },
    suggestedPages: pageNames.map(([name, category], index) => ({
      id: index + 1,
      name,
      category,
      avatar: initialsAvatar(name, index + 3),
    })),
    twitterFeeds: tweetTexts.slice(0, 3).map((text, index) => {
      const author = random.pick(people);
      return {
        id: index + 1,
        authorId: author.id,
        handle: `@${author.fullName.split(' ')[0].toLowerCase()}${random.int(1, 99)}`,
        text,
        postedAt: new Date(newest - random.int(1, 72) * hour).toISOString(),
      };
    }),
    posts,
    latestPhotos: photoThemes.map((theme, index) => ({
      id: index + 1,
      src: sceneSvg(random, 320, 320),
      alt: theme,
    })),
    suggestions: random
      .shuffle(people)
      .slice(0, 5)
      .map((person) => ({ personId: person.id, mutualFriends: random.int(1, 24) })),
    polls,
    viewers: new Map(),
  };
}
