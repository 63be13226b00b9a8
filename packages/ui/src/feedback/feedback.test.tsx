import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { layoutChanged, layoutSlice } from '../layout/slice';
import { ThemeProvider } from '../theme/ThemeProvider';
import { useFeedback } from './feedback';

function Toasts() {
  const { message } = useFeedback();
  const saveTwice = () => {
    // Both are sent before antd's toast code has loaded: neither may be lost.
    void message.success('Saved');
    void message.error('Could not send the email');
  };
  return (
    <button type="button" onClick={saveTwice}>
      Save
    </button>
  );
}

function renderToasts(direction: 'ltr' | 'rtl' = 'ltr') {
  const store = configureStore({ reducer: { layout: layoutSlice.reducer } });
  store.dispatch(layoutChanged({ direction }));
  render(
    <Provider store={store}>
      <ThemeProvider>
        <Toasts />
      </ThemeProvider>
    </Provider>,
  );
}

describe('useFeedback', () => {
  it('shows every toast asked for, those asked before its code has loaded too', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('Saved');
    expect(saved.closest('.ant-message-notice-success')).not.toBeNull();
    const failed = await screen.findByText('Could not send the email');
    expect(failed.closest('.ant-message-notice-error')).not.toBeNull();
  });

  it('shows toasts in the page direction, with the theme class that carries its variables', async () => {
    renderToasts('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText('Saved');
    expect(saved.closest('.ant-message-rtl')).not.toBeNull();
    expect(saved.closest('.css-var-tessera')).not.toBeNull();
  });

  it('asks for a provider rather than failing silently', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Toasts />)).toThrow('useFeedback needs a FeedbackProvider');
  });
});
