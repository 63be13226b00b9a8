/** The dashboards' routes. */
export const ecommercePath = '/';
export const analyticsPath = '/dashboard/analytics';
export const statisticCardsPath = '/cards/statistics';
export const analyticCardsPath = '/cards/analytics';
export const advancedCardsPath = '/cards/advanced';
