import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { deferRequestsUntil } from './deferred';

/** Stands in for the network: answers every request it gets with its URL. */
function fakeNetwork(): jest.MockedFunction<AxiosAdapter> {
  return jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
    data: `network ${config.url}`,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
}

/** What the shell's load() does: registers a mock that answers /mocked and passes the rest on. */
function registerMock(instance: AxiosInstance): MockAdapter {
  const mock = new MockAdapter(instance);
  mock.onGet('/mocked').reply(200, 'from the mock');
  mock.onAny().passThrough();
  return mock;
}

describe('deferRequestsUntil', () => {
  let instance: AxiosInstance;
  let network: jest.MockedFunction<AxiosAdapter>;

  beforeEach(() => {
    instance = axios.create();
    network = fakeNetwork();
    instance.defaults.adapter = network;
  });

  it('loads once for concurrent first requests, then answers them with the registered mock', async () => {
    let mock: MockAdapter | undefined;
    const load = jest.fn(async () => {
      // The instance's adapter is untouched, so the mock keeps the network as pass-through.
      expect(instance.defaults.adapter).toBe(network);
      mock = registerMock(instance);
    });
    deferRequestsUntil(instance, load);
    expect(load).not.toHaveBeenCalled();

    const responses = await Promise.all([1, 2, 3].map(() => instance.get('/mocked')));

    expect(load).toHaveBeenCalledTimes(1);
    expect(responses.map((response) => response.data)).toEqual(Array(3).fill('from the mock'));
    expect(network).not.toHaveBeenCalled();
    await expect(instance.get('/mocked')).resolves.toMatchObject({ data: 'from the mock' });
    expect(load).toHaveBeenCalledTimes(1);
    mock?.restore();
  });

  it('holds a request sent while the load is under way, and answers it with the mock too', async () => {
    let finishLoad: () => void = () => undefined;
    let mock: MockAdapter | undefined;
    deferRequestsUntil(
      instance,
      () =>
        new Promise<void>((resolve) => {
          finishLoad = () => {
            mock = registerMock(instance);
            resolve();
          };
        }),
    );
    const first = instance.get('/mocked');
    // Let the first request start the load before the second one is made.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = instance.get('/mocked');
    finishLoad();

    const responses = await Promise.all([first, second]);
    expect(responses.map((response) => response.data)).toEqual(['from the mock', 'from the mock']);
    expect(network).not.toHaveBeenCalled();
    mock?.restore();
  });

  it('passes unmatched requests through to the original adapter', async () => {
    deferRequestsUntil(instance, async () => void registerMock(instance));
    await expect(instance.get('/elsewhere')).resolves.toMatchObject({ data: 'network /elsewhere' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends requests to the original adapter when load() registers nothing', async () => {
    deferRequestsUntil(instance, async () => undefined);
    await expect(instance.get('/plain')).resolves.toMatchObject({ data: 'network /plain' });
    expect(instance.defaults.adapter).toBe(network);
  });

  it('rejects the waiting requests when load() fails, and tries again on the next request', async () => {
    const load = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async () => void registerMock(instance));
    deferRequestsUntil(instance, load);

    const failures = await Promise.allSettled([instance.get('/mocked'), instance.get('/mocked')]);
    expect(failures.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(instance.get('/mocked')).resolves.toMatchObject({ data: 'from the mock' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
