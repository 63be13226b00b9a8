import type { FaqCategory, PricingResponse } from '@tessera/api-client';
import type { SeedContext } from '../../server';
import type { KbArticle, KbCategory, PagesData } from './model';

// Sample content of our own. The texts are written here; the knowledge base's article bodies and
// dates come from the seeded generator, so the same seed always gives the same pages.

const faq: FaqCategory[] = [
  {
    id: 'payment',
    title: 'Payment',
    subtitle: 'Cards, invoices and refunds',
    qandA: [
      {
        question: 'Which cards do you accept?',
        ans: 'Visa, Mastercard and American Express, as well as bank transfers for yearly plans.',
      },
      {
        question: 'When is my card charged?',
        ans: 'On the day you subscribe, then on the same day of each month or year after that.',
      },
      {
        question: 'Can I get an invoice for my company?',
        ans: 'Yes. Add your company name and tax number in the billing settings before paying and every invoice will carry them.',
      },
      {
        question: 'Is my payment information stored safely?',
        ans: 'Card numbers never reach our servers: they are kept by our payment processor, which is certified to the highest level of the card industry standard.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    subtitle: 'Shipping times and tracking',
    qandA: [
      {
        question: 'How long does shipping take?',
        ans: 'Orders leave the warehouse within two working days and usually arrive three to five days later.',
      },
      {
        question: 'How can I track my parcel?',
        ans: 'The confirmation mail holds a tracking link; the same link is on the order page.',
      },
      {
        question: 'Do you ship abroad?',
        ans: 'We ship to forty countries. The checkout shows the cost and the expected date before you pay.',
      },
      {
        question: 'What if nobody is home at delivery?',
        ans: 'The carrier leaves a note and tries once more the next working day, or leaves the parcel at a nearby pickup point.',
      },
    ],
  },
  {
    id: 'cancellationReturn',
    title: 'Cancellation & return',
    subtitle: 'Changing your mind',
    qandA: [
      {
        question: 'Can I cancel an order?',
        ans: 'Until it leaves the warehouse, yes: open the order and press Cancel. The refund follows within five days.',
      },
      {
        question: 'How do I return an item?',
        ans: 'Print the return label from the order page, pack the item in its box and drop it at any post office within thirty days.',
      },
      {
        question: 'Who pays for the return shipping?',
        ans: 'Returns are free when the item arrived damaged or was not what you ordered; otherwise a small fee is taken from the refund.',
      },
    ],
  },
  {
    id: 'myOrders',
    title: 'My orders',
    subtitle: 'Order history and changes',
    qandA: [
      {
        question: 'Where can I see my past orders?',
        ans: 'In your account, under Orders: each order shows its items, its invoice and its tracking.',
      },
      {
        question: 'Can I change the address of an order?',
        ans: 'While the order is being prepared, write to support and we will change it for you.',
      },
      {
        question: 'An item is missing from my parcel. What now?',
        ans: 'Tell us from the order page within seven days; we send the missing item or refund it.',
      },
    ],
  },
  {
    id: 'productServices',
    title: 'Product & services',
    subtitle: 'Warranty and support',
    qandA: [
      {
        question: 'How long is the warranty?',
        ans: 'Two years on every product, starting from the delivery date.',
      },
      {
        question: 'Do you offer installation?',
        ans: 'For large items, yes: choose installation at checkout and a technician calls you to book a time.',
      },
      {
        question: 'How do I reach support?',
        ans: 'By mail or by phone on working days, from nine to six; the contact card at the end of this page has both.',
      },
      {
        question: 'Can I buy a gift card?',
        ans: 'Gift cards of any amount from 10 to 500 are sent by mail and never expire.',
      },
    ],
  },
];

/** A category's questions, by slug; their bodies are made by the generator below. */
const knowledgeBase: [slug: string, title: string, desc: string, questions: string[]][] = [
  [
    'getting-started',
    'Getting started',
    'Your first steps: an account, a team and a first project.',
    [
      'How do I create an account?',
      'How do I invite my team?',
      'What is a workspace?',
      'How do I import existing data?',
      'Which browsers are supported?',
    ],
  ],
  [
    'account-security',
    'Account and security',
    'Passwords, two-step sign-in and sessions.',
    [
      'How do I change my password?',
      'How do I turn on two-step sign-in?',
      'How do I sign out of other devices?',
      'What happens when I delete my account?',
    ],
  ],
  [
    'billing',
    'Billing and plans',
    'Plans, invoices and payment methods.',
    [
      'How do I change my plan?',
      'Where are my invoices?',
      'How do I update my card?',
      'Do you offer refunds?',
    ],
  ],
  [
    'integrations',
    'Integrations',
    'Connect the apps your team already uses.',
    [
      'How do I connect Slack?',
      'How do I create an API key?',
      'What are webhooks?',
      'Which calendar apps are supported?',
    ],
  ],
  [
    'reports',
    'Reports and exports',
    'Charts, exports and scheduled reports.',
    [
      'How do I export a list to a spreadsheet?',
      'Can reports be sent by mail?',
      'How far back does the history go?',
    ],
  ],
  [
    'troubleshooting',
    'Troubleshooting',
    'When something does not work as expected.',
    [
      'The page does not load. What can I do?',
      'I did not receive the confirmation mail.',
      'Why was I signed out?',
      'How do I report a bug?',
    ],
  ],
];

const sentences = [
  'Open the menu at the top right and choose the page you need.',
  'Changes are saved as soon as you press Save, and a message confirms it.',
  'Admins can do this for the whole workspace; other members only for themselves.',
  'If the button is greyed out, your plan may not include this feature yet.',
  'The change applies at once on every device where you are signed in.',
  'You can undo it later from the same page.',
  'Our support team can help if the steps above do not work for you.',
  'A short guide in the help centre shows each step with pictures.',
  'Keep your browser up to date for the best results.',
  'Nothing is lost while you do this: your data stays where it is.',
];

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const pricing: PricingResponse = {
  plans: [
    {
      id: 'basic',
      title: 'Basic',
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [
        '100 responses a month',
        'Unlimited forms and surveys',
        'Unlimited fields',
        'Basic form creation tools',
        'Up to 2 subdomains',
      ],
      popular: false,
    },
    {
      id: 'standard',
      title: 'Standard',
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: [
        'Unlimited responses',
        'Unlimited forms and surveys',
        'Instagram profile page',
        'Google Docs integration',
        'Custom “Thank you” page',
      ],
      popular: true,
    },
    {
      id: 'enterprise',
      title: 'Enterprise',
      subtitle: 'A solution for bigger organisations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: [
        'PayPal payments',
        'Logic jumps',
        'File upload with 5 GB storage',
        'Custom domain support',
        'Stripe integration',
      ],
      popular: false,
    },
  ],
  qandA: [
    {
      question: 'Does my subscription renew by itself?',
      ans: 'Yes, at the end of each month or year, until you cancel it from the billing settings.',
    },
    {
      question: 'Can I switch plans later?',
      ans: 'At any time: an upgrade applies at once with a prorated charge, a downgrade at the next renewal.',
    },
    {
      question: 'What happens when my trial ends?',
      ans: 'Your account moves to the Basic plan; nothing you made is deleted.',
    },
    {
      question: 'Do you offer discounts for non-profits?',
      ans: 'Registered non-profits get the Standard plan at half price: write to us with your registration number.',
    },
  ],
};

/** Articles were last updated in this window, whatever today is. */
const updatedFrom = new Date('2025-06-01T00:00:00Z');
const updatedUntil = new Date('2026-10-01T00:00:00Z');

export function createData({ random }: SeedContext): PagesData {
  const article = (question: string): KbArticle => ({
    slug: slugOf(question),
    question,
    paragraphs: Array.from({ length: random.int(2, 4) }, () =>
      random.shuffle(sentences).slice(0, random.int(2, 4)).join(' '),
    ),
    updatedAt: random.date(updatedFrom, updatedUntil).toISOString().slice(0, 10),
  });
  const categories: KbCategory[] = knowledgeBase.map(([slug, title, desc, questions]) => ({
    slug,
    title,
    desc,
    articles: questions.map(article),
  }));
  return {
    faq: structuredClone(faq),
    knowledgeBase: categories,
    pricing: structuredClone(pricing),
    accounts: new Map(),
    keySeed: random.int(1, 2 ** 31),
    keysIssued: 0,
  };
}
