import type { DemoPages } from '../demoSection';
import type { FormDemo } from './catalogue';

export const pages: DemoPages<FormDemo> = {
  elements: () => import('./ElementsDemo'),
  layouts: () => import('./LayoutsDemo'),
  wizard: () => import('./WizardDemo'),
  validation: () => import('./ValidationDemo'),
  repeater: () => import('./RepeaterDemo'),
  autocomplete: () => import('./AutocompleteDemo'),
};
