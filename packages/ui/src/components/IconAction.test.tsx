import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { IconAction } from './IconAction';

describe('IconAction', () => {
  it('is a button named by its label that runs its action, with the tip on hover', async () => {
    const remove = jest.fn();
    const user = userEvent.setup();
    render(
      <IconAction
        label="Delete Ann Smith"
        tip="Delete"
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={remove}
      />,
    );
    const button = screen.getByRole('button', { name: 'Delete Ann Smith' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.click(button);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('is a link when it goes somewhere, and follows it in the app', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route
            path="/list"
            element={<IconAction label="View Ann" icon={<EyeOutlined aria-hidden />} to="/ann" />}
          />
          <Route path="/ann" element={<h1>Ann</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View Ann' });
    expect(link).toHaveAttribute('href', '/ann');
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeInTheDocument();
  });
});
