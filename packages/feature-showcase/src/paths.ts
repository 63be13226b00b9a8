export const componentExtrasPath = '/components/extras';
