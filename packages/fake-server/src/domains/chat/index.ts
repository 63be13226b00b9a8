import { adminApp } from '../admin';
import { chatData } from './handle';

/** The chat app: admins only; the handlers and the data load with the first call. */
export const chatDomain = adminApp(
  'chat',
  () => import('./routes').then((module) => module.chatRoutes),
  chatData,
);
