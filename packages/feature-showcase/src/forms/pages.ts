import type { DemoPages } from '../demoSection';
import type { FormDemo } from './catalogue';

export const pages: DemoPages<FormDemo> = {};
