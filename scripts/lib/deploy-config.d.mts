export const DEV_FLAGS: readonly string[];
export const SECRET_NAMES: readonly string[];
export const DEVELOPMENT_VALUES: readonly string[];
export function deployConfigProblems(label: string, toml: string): string[];
export const PRODUCTION: string;
export function productionProblems(worker: 'site' | 'upstream' | 'state', label: string, toml: string): string[];
export const SHARED_STATE_CLASS: string;
export function sharedStateBindingProblems(siteToml: string, stateToml: string): string[];
