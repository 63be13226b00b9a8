import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { FilterSelect } from './FilterSelect';

const i18n = createTestI18n({ en: { common: en } });

const roles = [
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
];

function RoleFilter({ onRole }: { onRole: (role: string | undefined) => void }) {
  const [role, setRole] = useState<string | undefined>('');
  return (
    <FilterSelect
      label="Role"
      value={role}
      options={roles}
      onChange={(next) => {
        onRole(next);
        setRole(next);
      }}
    />
  );
}

describe('FilterSelect', () => {
  it('is a labelled select showing "Any" until a value is chosen, and can be cleared', () => {
    const onRole = jest.fn();
    const { container } = renderView({ element: <RoleFilter onRole={onRole} />, i18n });
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(screen.getByText('Any')).toBeInTheDocument();

    fireEvent.mouseDown(select);
    fireEvent.click(within(document.body).getByTitle('Editor'));
    expect(onRole).toHaveBeenLastCalledWith('editor');
    expect(container.querySelector('.ant-select-content')).toHaveTextContent('Editor');

    fireEvent.click(container.querySelector('.ant-select-clear') as Element);
    expect(onRole).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText('Any')).toBeInTheDocument();
  });
});
