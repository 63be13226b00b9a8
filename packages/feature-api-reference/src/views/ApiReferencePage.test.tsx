import { screen, waitFor, within } from '@testing-library/react';
import { findLoadFailure, renderFeature } from '@tessera/ui/testing';
import { apiReferenceFeature } from '../index';

// RapiDoc itself does not run in jsdom: a stand-in element that lists the paths it is given.
jest.mock('rapidoc', () => {
  class FakeRapiDoc extends HTMLElement {
    loadSpec(document: { paths: Record<string, unknown> }) {
      this.textContent = Object.keys(document.paths).join(' ');
    }
  }
  customElements.define('rapi-doc', FakeRapiDoc);
});

const openApi = { openapi: '3.1.0', paths: { '/api/users/list/data': {}, '/jwt/login': {} } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Each fetch of the document waits for the test: `answer(response)` or `fail()`. */
function fetchByHand() {
  const calls: { answer: (response: Response) => void; fail: () => void }[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ answer: resolve, fail: () => reject(new TypeError('Failed to fetch')) });
      }),
  );
  const next = async () => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    return calls.shift() as (typeof calls)[number];
  };
  return { fetch, next };
}

afterEach(() => jest.restoreAllMocks());

const loading = () => screen.getByRole('status', { name: 'Loading the API document…' });

describe('the API reference page', () => {
  it('shows a placeholder while /openapi.json loads, then the reference of its calls', async () => {
    const { fetch, next } = fetchByHand();
    await renderFeature(apiReferenceFeature, '/api-reference');
    expect(await screen.findByRole('heading', { name: 'API reference' })).toBeVisible();
    expect(loading()).toBeVisible();
    (await next()).answer(json(openApi));
    const reference = await screen.findByTestId('api-reference');
    await waitFor(() => expect(reference).toHaveTextContent('/api/users/list/data'));
    expect(reference.querySelector('rapi-doc')).toHaveAttribute('allow-try', 'false');
    expect(screen.queryByRole('status', { name: 'Loading the API document…' })).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/openapi.json', expect.anything());
  });

  it('says a failed load and loads again on retry', async () => {
    const { next } = fetchByHand();
    const { user } = await renderFeature(apiReferenceFeature, '/api-reference');
    (await next()).fail();
    const failure = await findLoadFailure(user, 'The API document could not be loaded.');
    expect(failure.alert).toHaveTextContent('Cannot reach the server');
    await failure.retry();
    expect(loading()).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    (await next()).answer(json(openApi));
    await waitFor(() =>
      expect(screen.getByTestId('api-reference')).toHaveTextContent('/jwt/login'),
    );
  });

  it('takes an error status, or a page that is no document, for a failure', async () => {
    const { next } = fetchByHand();
    const { user } = await renderFeature(apiReferenceFeature, '/api-reference');
    (await next()).answer(json({ message: 'Not found' }, 404));
    let failure = await findLoadFailure(user, 'The API document could not be loaded.');
    await failure.retry();
    // A host without the file may answer the app's own page instead.
    (await next()).answer(new Response('<!doctype html><html></html>', { status: 200 }));
    failure = await findLoadFailure(user, 'The API document could not be loaded.');
    expect(within(failure.alert).getByRole('button')).toBeVisible();
    expect(screen.queryByTestId('api-reference')).toBeNull();
  });

  it('is titled in French', async () => {
    const { next } = fetchByHand();
    await renderFeature(apiReferenceFeature, '/api-reference', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Référence de l’API' })).toBeVisible();
    (await next()).fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le document de l’API n’a pas pu être chargé.',
    );
  });
});
