import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromBody, networkErrorMessage, toApiError } from './errors';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders(), url: '/x' };

function answered(status: number, data: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    {},
    response,
  );
}

describe('toApiError', () => {
  it('takes the message of a { message } body', () => {
    const error = toApiError(answered(404, { message: 'No page with id 9' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No page with id 9', name: 'ApiError' });
    expect(error.fieldErrors).toBeUndefined();
  });

  it('takes the text of an { error: "text" } body', () => {
    expect(toApiError(answered(400, { error: 'Something went wrong' }))).toMatchObject({
      status: 400,
      message: 'Something went wrong',
    });
  });

  it('turns an { error: { field: text } } body into fieldErrors', () => {
    const body = {
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    };
    const error = toApiError(answered(400, body));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual(body.error);
    expect(error.message).toBe('This email is already in use. This username is already in use.');
  });

  it('keeps both the message and the fieldErrors of a body that has both', () => {
    const body = { message: 'This name is already in use.', error: { name: 'Already in use.' } };
    expect(toApiError(answered(400, body))).toMatchObject({
      status: 400,
      message: 'This name is already in use.',
      fieldErrors: { name: 'Already in use.' },
    });
  });

  it("reads a refused input's { message, fieldErrors } body, the one shape of every 400", () => {
    const body = {
      message: 'page: must be a positive integer; sort: must be one of "asc", "desc"',
      fieldErrors: { page: 'must be a positive integer', sort: 'must be one of "asc", "desc"' },
    };
    expect(toApiError(answered(400, body))).toMatchObject({
      status: 400,
      message: body.message,
      fieldErrors: body.fieldErrors,
    });
  });

  it('never reads fields out of the wording of a message', () => {
    const error = toApiError(answered(400, { message: 'email: must be a valid email address' }));
    expect(error.fieldErrors).toBeUndefined();
  });

  it('falls back to a message for the status when the body says nothing', () => {
    expect(toApiError(answered(404, undefined)).message).toBe('Not found.');
    expect(toApiError(answered(500, '<html>')).message).toMatch(/server/i);
    expect(toApiError(answered(418, {})).message).toBe('The request failed (status 418).');
  });

  it('reports a request without answer as status 0 with a human message', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    expect(error).toMatchObject({ status: 0, message: networkErrorMessage });
    expect(networkErrorMessage).toMatch(/^Cannot reach the server/);
  });

  it('reports a cancelled request as status 0', () => {
    expect(toApiError(new CanceledError())).toMatchObject({
      status: 0,
      message: 'The request was cancelled.',
    });
  });

  it('keeps an ApiError as it is and wraps anything else', () => {
    const apiError = new ApiError(403, 'No');
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError(new TypeError('boom'))).toMatchObject({ status: 0, message: 'boom' });
    expect(toApiError('odd')).toMatchObject({ status: 0, message: 'odd' });
  });
});

describe('apiErrorFromBody', () => {
  it('ignores non-text field values', () => {
    const error = apiErrorFromBody(200, { error: { email: 'In use.', count: 3 } });
    expect(error.fieldErrors).toEqual({ email: 'In use.' });
  });
});
