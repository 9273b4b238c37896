export const EXAMPLE_DATABASE_ID: string;
export const EXAMPLE_DOMAIN: string;
export function exampleProblems(label: string, toml: string): string[];
