// Where the browser tests' second mode runs: the API server's port (E2E_API_PORT, default 8181;
// the build bakes it in) and the build folder the dashboard is served from.
const apiPort = Number(process.env.E2E_API_PORT ?? 8181);

export const anyBackend = {
  apiPort,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  dist: 'dist-any-backend',
};
