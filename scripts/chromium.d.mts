export const CHROMIUM_PATH: string;
export const HEADLESS_UI_FEATURES: string[];
export const PROCESS_FEATURES: string[];
export function headlessArgs(launcherFeatures: string[]): string[];
export const PLAYWRIGHT_ARGS: string[];
