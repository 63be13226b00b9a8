import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '../testing';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import { LoadFailedAlert } from './LoadFailedAlert';

describe('LoadFailedAlert', () => {
  it("shows what failed and the server's message, and retries on request", async () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={createTestI18n({ en: { common: en } })}>
        <LoadFailedAlert
          title="The users could not be loaded."
          message="Server down"
          onRetry={onRetry}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
