import { describeFeature } from '@tessera/ui/testing';
import { emailFeature } from './index';

// The mailbox, a folder and a label. The URL and server state hold it all.
describeFeature(emailFeature, {
  routes: ['/apps/email', '/apps/email/label/:label', '/apps/email/:folder'],
  menu: [{ title: 'email:nav.email', section: 'common:section.apps', paths: ['/apps/email'] }],
});
