export const TOP_FOLDERS: readonly string[];
export function pathsInText(text: string): { path: string; folder: boolean }[];
export function markdownLinks(text: string): string[];
export function commentsOf(fileName: string, source: string): string[];
