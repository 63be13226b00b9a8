import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '../testing';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import { ListLoadFailed, LoadFailedAlert } from './LoadFailedAlert';

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

  it('stands above a headless list only once its load failed, with the failure said for readers', async () => {
    const retry = jest.fn();
    const i18n = createTestI18n({ en: { common: en } });
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ListLoadFailed list={{ error: undefined, retry }} title="The tasks could not be loaded." />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ListLoadFailed
          list={{ error: { status: 503, message: 'Down for a moment' }, retry }}
          title="The tasks could not be loaded."
        />
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The tasks could not be loaded.');
    expect(alert).toHaveTextContent(en.errors.server);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
