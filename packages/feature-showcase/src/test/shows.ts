import { waitFor } from '@testing-library/react';

interface Scope {
  getByText: (text: string | RegExp) => HTMLElement;
}

/**
 * Waits until `scope` shows `text`. A form's message may be drawn again while it is checked
 * (antd's motion replaces the element), so it is looked up afresh each time, never kept.
 */
export const shows = (scope: Scope, text: string | RegExp) =>
  waitFor(() => expect(scope.getByText(text)).toBeInTheDocument());
