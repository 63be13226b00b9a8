import { screen } from '@testing-library/react';
import {
  adminRules,
  createTestI18n,
  featureResources,
  renderView,
  testAccess,
} from '@tessera/ui/testing';
import AccessControlPage from './AccessControlPage';

const i18n = createTestI18n(featureResources('auth'));

describe('AccessControlPage', () => {
  it('shows the admin card to those who may manage all', () => {
    renderView({ element: <AccessControlPage />, i18n, access: testAccess(adminRules) });
    expect(screen.getByTestId('acl-common-card')).toBeInTheDocument();
    expect(screen.getByTestId('acl-admin-card')).toHaveTextContent('Only for admins');
  });

  it('hides it from a client', () => {
    const client = testAccess([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderView({ element: <AccessControlPage />, i18n, access: client });
    expect(screen.getByTestId('acl-common-card')).toBeInTheDocument();
    expect(screen.queryByTestId('acl-admin-card')).not.toBeInTheDocument();
  });
});
