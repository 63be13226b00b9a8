import type { DemoPages } from '../demoSection';
import type { LayoutDemo } from './catalogue';

export const pages: DemoPages<LayoutDemo> = {};
