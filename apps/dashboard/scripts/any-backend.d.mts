export const anyBackend: { apiPort: number; apiUrl: string; dist: string };
