import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { Provider } from 'react-redux';
import { layoutChanged, layoutSlice } from '../layout/slice';
import { ThemeProvider } from './ThemeProvider';

/** The rules antd wrote into the document's style elements. */
const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/** A button rule that sets more than CSS variables: the component's own styles. */
const buttonRule = /\.ant-btn[^{}]*\{([^}]*;)?\s*[a-z][a-z-]*:/;

function renderButton(staticStyles: boolean) {
  const store = configureStore({ reducer: { layout: layoutSlice.reducer } });
  render(
    <Provider store={store}>
      <ThemeProvider staticStyles={staticStyles}>
        <Button type="primary">Save</Button>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

describe('ThemeProvider with styles written at build time', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it('injects antd component rules at runtime by default', () => {
    renderButton(false);
    expect(injectedCss()).toMatch(buttonRule);
  });

  it('leaves the rules to the stylesheet, with unhashed class names, but keeps the skin variables', async () => {
    const store = renderButton(true);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).not.toMatch(/\bcss-(?!var)/);
    expect(injectedCss()).not.toMatch(buttonRule);
    expect(injectedCss()).toContain('--ant-color-primary:#5b4fe0');

    // The skin still reaches the components, through their variables.
    act(() => {
      store.dispatch(layoutChanged({ skin: 'dark' }));
    });
    await waitFor(() => expect(injectedCss()).toContain('--ant-color-bg-container:#283046'));
  });
});
