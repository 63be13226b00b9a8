export function chromiumPath(): string;
export const chromiumArgs: string[];
export function servePreview(port?: number): Promise<{ url: string; close: () => Promise<void> }>;
