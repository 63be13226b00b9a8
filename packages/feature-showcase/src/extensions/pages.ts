import type { DemoPages } from '../demoSection';
import type { ExtensionDemo } from './catalogue';

export const pages: DemoPages<ExtensionDemo> = {
  toasts: () => import('./ToastsDemo'),
  'confirm-dialogs': () => import('./ConfirmDialogsDemo'),
  sliders: () => import('./SlidersDemo'),
  'drag-and-drop': () => import('./DragAndDropDemo'),
  tour: () => import('./TourDemo'),
  clipboard: () => import('./ClipboardDemo'),
  i18n: () => import('./I18nDemo'),
  ratings: () => import('./RatingsDemo'),
  upload: () => import('./UploadDemo'),
  tree: () => import('./TreeDemo'),
  'context-menu': () => import('./ContextMenuDemo'),
};
