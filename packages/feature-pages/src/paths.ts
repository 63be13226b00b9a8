/** Where the content pages live. */
export const faqPath = '/pages/faq';
export const knowledgeBasePath = '/pages/knowledge-base';
export const kbCategoryPath = (category: string) => `${knowledgeBasePath}/${category}`;
export const kbQuestionPath = (category: string, question: string) =>
  `${knowledgeBasePath}/${category}/${question}`;
export const pricingPath = '/pages/pricing';
export const accountSettingsPath = '/pages/account-settings';
export const apiKeysPath = '/pages/api-key';
export const licensePath = '/pages/license';
export const profilePath = '/pages/profile';
export const modalExamplesPath = '/pages/modal-examples';
