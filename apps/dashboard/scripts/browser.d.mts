import type { Page } from '@playwright/test';

export function chromiumPath(): string;
export const chromiumArgs: string[];
export function servePreview(port?: number): Promise<{ url: string; close: () => Promise<void> }>;
export const demoAdmin: { email: string; password: string; role: string };
export function signInAsDemoAdmin(page: Page, url: string): Promise<void>;
export function menuPaths(page: Page): Promise<string[]>;
