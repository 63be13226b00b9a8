// The content pages' plain values (FAQ, knowledge base, pricing, account settings, API keys),
// for the schemas and the screens alike. Zod-free: screens import them from
// `@tessera/api-client/pages`.

/** The FAQ's categories, in the order the page shows them. */
export const faqCategoryIds = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const;

/** The pricing plans, cheapest first. */
export const pricingPlanIds = ['basic', 'standard', 'enterprise'] as const;

/** A knowledge-base slug: lower-case words of letters and digits joined by dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const searchMaxLength = 100;

export const fullNameMaxLength = 60;
export const companyMaxLength = 60;
export const bioMaxLength = 500;
export const countryMaxLength = 60;
export const urlMaxLength = 200;

/** The avatar: PNG, JPEG or GIF, 800 KB at most. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const avatarMaxBytes = 800 * 1024;

/** The social networks an account may link to. */
export const socialNetworks = [
  'twitter',
  'facebook',
  'linkedin',
  'instagram',
  'github',
  'dribbble',
] as const;

/** The apps an account may connect. */
export const connectionApps = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

/** What an account is notified about, and where. */
export const notificationEvents = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;

/** What an API key may do. */
export const apiKeyAccessLevels = ['read', 'readWrite', 'full'] as const;
export const apiKeyNameMaxLength = 40;
/** How many keys one account may hold. */
export const apiKeyLimit = 20;

/** The profile's posts come a page at a time ("Load more"). */
export const profilePostsPerPage = 5;
/** The people named under a post as having liked it: the first few, the rest counted. */
export const profileLikedUsersShown = 5;
