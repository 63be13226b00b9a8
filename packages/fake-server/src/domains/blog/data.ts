import type { BlogCategory, BlogComment } from '@tessera/api-client';
import { blogCategories, blogStatuses, slugify } from '@tessera/api-client/blog';
import { initialsAvatar, type Random, type SeedContext } from '../../server';
import type { BlogData, StoredPost } from './model';

// Sample data of our own, from the seeded generator: the same seed always gives the same posts.

const leads = [
  'Notes on',
  'A field guide to',
  'Rethinking',
  'What we learned from',
  'Small lessons in',
  'The case for',
  'Getting started with',
  'A week of',
];
const topics: Record<BlogCategory, string[]> = {
  design: ['colour contrast', 'empty states', 'dense tables', 'dark themes'],
  engineering: ['typed contracts', 'flaky tests', 'lazy loading', 'build caches'],
  product: ['roadmap trade-offs', 'release notes', 'user interviews', 'onboarding flows'],
  travel: ['night trains', 'coastal walks', 'packing light', 'mountain huts'],
  food: ['sourdough starters', 'market breakfasts', 'slow soups', 'street noodles'],
  culture: ['public libraries', 'local radio', 'street murals', 'board games'],
};
const openings = [
  'Most of what we know about this started as a mistake.',
  'We tried the obvious approach first, and it held for about a week.',
  'Nobody on the team planned to write about this.',
  'The first draft of this post was twice as long and half as useful.',
  'It began with a question in a hallway.',
];
const middles = [
  'Small, boring steps beat a clever plan that nobody can follow.',
  'Writing the rule down made the exceptions obvious.',
  'Measuring before changing anything saved us a month.',
  'The second attempt kept only what the first one proved.',
  'Asking the people who use it every day changed the order of everything.',
  'What looked like a detail turned out to be the whole point.',
];
const closings = [
  'We will come back to it once the next season is over.',
  'If you try it, keep notes: they are the useful part.',
  'There is more to say, but this is a good place to stop.',
  'Next time we will start with the questions instead of the answers.',
];
const points = [
  'Start with the smallest version that works.',
  'Keep one list of what is still open.',
  'Say no to the extra feature until the basics feel right.',
  'Share the rough draft early.',
  'Write down why, not only what.',
];
const firstNames = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan'];
const lastNames = ['Alder', 'Brook', 'Castell', 'Dunmore', 'Ellery', 'Fairway', 'Greer', 'Holt'];
const remarks = [
  'Thanks for writing this up, it matches what we saw.',
  'The list in the middle is going on our wall.',
  'Did you try it with a smaller team first?',
  'I would love a follow-up on the second part.',
  'We did the opposite and regretted it. Good read.',
  'Clear and to the point, as always.',
];

/** Each category's gradient: white text on either end keeps 4.5:1. */
const gradients: Record<BlogCategory, [string, string]> = {
  design: ['#6a4bb8', '#a23b6c'],
  engineering: ['#1f6fb2', '#1f7a6e'],
  product: ['#b35c00', '#c0392b'],
  travel: ['#1f7a6e', '#3f7330'],
  food: ['#a23b6c', '#b35c00'],
  culture: ['#4a5bd0', '#6a4bb8'],
};

/** How many posts a fresh database holds (times the `scale` option). */
export const blogPostCount = 18;
/** The seeded post whose HTML carries a script and an image `onerror`: neither may ever run. */
export const hostilePostId = 3;

const postedFrom = new Date('2025-01-01T00:00:00Z');
const postedUntil = new Date('2026-11-01T00:00:00Z');

/** A featured picture: the category's gradient, a few soft shapes and the title's initials. */
export function featuredImage(title: string, category: BlogCategory, random: Random): string {
  const [from, to] = gradients[category];
  const letters = title
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const shapes = Array.from({ length: 4 }, () => {
    const x = random.int(40, 760);
    const y = random.int(30, 370);
    const r = random.int(30, 110);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".12"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="400" fill="url(#g)"/>${shapes}` +
    `<text x="400" y="200" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="120" font-weight="700" fill="#fff">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function content(random: Random, topic: string): string {
  const paragraph = () =>
    `<p>${random.pick(openings)} ${random.pick(middles)} ${random.pick(middles)}</p>`;
  const list = random
    .shuffle(points)
    .slice(0, 3)
    .map((point) => `<li>${point}</li>`)
    .join('');
  return (
    paragraph() +
    `<p><strong>Why ${topic}</strong></p>` +
    paragraph() +
    `<ul>${list}</ul>` +
    `<blockquote>${random.pick(middles)}</blockquote>` +
    `<p>${random.pick(closings)} <strong>${random.pick(points)}</strong></p>`
  );
}

/** A post's HTML as a careless writer might paste it: the sanitiser must keep only the text. */
const hostileContent =
  '<p>Embeds are handy, and pasted HTML is where trouble hides.</p>' +
  '<script>window.__blogScriptRan = true; alert("script ran");</script>' +
  '<p><img src="missing-picture.png" alt="A picture that never loads" onerror="window.__blogScriptRan = true; alert(\'onerror ran\')"></p>' +
  '<p><a href="javascript:window.__blogScriptRan = true">A link that should go nowhere</a></p>' +
  '<p>What is left here is the text, and nothing that runs.</p>';

const personName = (random: Random) => `${random.pick(firstNames)} ${random.pick(lastNames)}`;

function comments(random: Random, posted: Date, nextId: () => number): BlogComment[] {
  return Array.from({ length: random.int(0, 4) }, () => {
    const userFullName = personName(random);
    return {
      id: nextId(),
      userFullName,
      avatar: initialsAvatar(userFullName, random.int(0, 7)),
      commentedAt: random.date(posted, postedUntil).toISOString(),
      comment: random.pick(remarks),
    };
  }).sort((a, b) => a.commentedAt.localeCompare(b.commentedAt));
}

export function createData({ random, scale }: SeedContext): BlogData {
  const titles = random.shuffle(
    leads.flatMap((lead) =>
      blogCategories.flatMap((category) =>
        topics[category].map((topic) => ({ title: `${lead} ${topic}`, category, topic })),
      ),
    ),
  );
  let lastCommentId = 0;
  const nextId = () => ++lastCommentId;
  const posts: StoredPost[] = Array.from({ length: blogPostCount * scale }, (_, index) => {
    const id = index + 1;
    // Every title once: the shuffled ones, then again numbered (a large `scale`).
    const round = Math.floor(index / titles.length);
    const pick = titles[index % titles.length];
    const title = round === 0 ? pick.title : `${pick.title} ${round + 1}`;
    const hostile = id === hostilePostId;
    const shownTitle = hostile ? 'Pasted HTML and what the page keeps' : title;
    const others = random
      .shuffle(blogCategories.filter((category) => category !== pick.category))
      .slice(0, random.int(0, 2));
    const posted = random.date(postedFrom, postedUntil);
    const userFullName = personName(random);
    return {
      id,
      title: shownTitle,
      slug: slugify(shownTitle),
      img: featuredImage(shownTitle, pick.category, random),
      userFullName,
      avatar: initialsAvatar(userFullName, random.int(0, 7)),
      blogPosted: posted.toISOString(),
      // Most posts are out; a few wait for review or are still drafts.
      status: random.bool(0.8) ? 'published' : random.pick(blogStatuses.slice(1)),
      categories: [pick.category, ...others],
      excerpt: hostile
        ? 'A post whose HTML carries a script: read it and nothing runs.'
        : `${random.pick(openings)} ${random.pick(middles)}`,
      content: hostile ? hostileContent : content(random, pick.topic),
      comments: comments(random, posted, nextId),
      bookmarkedBy: [],
    };
  });
  return { posts, lastCommentId };
}
