import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH: string;
export function chromiumLaunchOptions(): LaunchOptions;
