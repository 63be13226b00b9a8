import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestI18n } from '../testing';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import { LoadFailedAlert } from './LoadFailedAlert';
import { useLastPageGuard } from './useLastPageGuard';
import {
  useTrackedMutation,
  withRequestId,
  type TrackedAction,
  type TrackedOutcome,
} from './useTrackedMutation';

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

describe('useLastPageGuard', () => {
  const guard = (props: { loaded: boolean; page: number; total: number }) => {
    const goToPage = jest.fn();
    renderHook(() => useLastPageGuard({ ...props, perPage: 10, goToPage }));
    return goToPage;
  };

  it('moves a page past the end to the last page once the list has loaded', () => {
    expect(guard({ loaded: true, page: 4, total: 21 })).toHaveBeenCalledWith(3);
    expect(guard({ loaded: true, page: 2, total: 0 })).toHaveBeenCalledWith(1);
  });

  it('leaves a page inside the list, or a list still loading, alone', () => {
    expect(guard({ loaded: true, page: 3, total: 21 })).not.toHaveBeenCalled();
    expect(guard({ loaded: false, page: 9, total: 0 })).not.toHaveBeenCalled();
  });
});

describe('useTrackedMutation', () => {
  interface Outcome extends TrackedOutcome {
    error?: string;
  }
  // A slice that records the last change, as the feature slices do; the test plays the saga.
  const changes = createSlice({
    name: 'changes',
    initialState: { last: { status: 'idle' } as Outcome },
    reducers: {
      saveRequested: {
        reducer: (state, action: PayloadAction<string, string, TrackedAction['meta']>) => {
          state.last = { status: 'loading', requestId: action.meta.requestId };
        },
        prepare: withRequestId<string>,
      },
      answered: (state, { payload }: PayloadAction<Outcome>) => {
        state.last = payload;
      },
    },
  });
  type State = { changes: ReturnType<typeof changes.reducer> };
  const selectLast = (state: State) => state.changes.last;

  function setup() {
    const store = configureStore({ reducer: { changes: changes.reducer } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useTrackedMutation(selectLast), { wrapper });
    return { store, result };
  }

  it('is pending until the change is answered, then resolves with its outcome', async () => {
    const { store, result } = setup();
    const action = changes.actions.saveRequested('draft');
    let outcome: Promise<Outcome> = Promise.resolve({ status: 'idle' });
    act(() => {
      outcome = result.current.send(action);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      store.dispatch(
        changes.actions.answered({
          status: 'failed',
          requestId: action.meta.requestId,
          error: 'No',
        }),
      );
      await expect(outcome).resolves.toEqual({
        status: 'failed',
        requestId: action.meta.requestId,
        error: 'No',
      });
    });
    expect(result.current.pending).toBe(false);
  });

  it('gives every change its own id', () => {
    const first = changes.actions.saveRequested('a');
    const second = changes.actions.saveRequested('a');
    expect(first.meta.requestId).not.toBe(second.meta.requestId);
    expect(first.payload).toBe('a');
  });
});
