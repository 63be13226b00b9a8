import type { DemoPages } from '../demoSection';
import type { ExtensionDemo } from './catalogue';

export const pages: DemoPages<ExtensionDemo> = {};
