import { screen } from '@testing-library/react';
import { adminRules, renderView, testAccess } from '@tessera/ui/testing';
import { testI18n } from '../../test/i18n';
import AccessControlPage from './AccessControlPage';

const i18n = testI18n();

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
