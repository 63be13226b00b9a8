import type { DemoPages } from '../demoSection';
import type { UiDemo } from './catalogue';

export const pages: DemoPages<UiDemo> = {};
