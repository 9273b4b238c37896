export function upstreamState(persistTo: string): string;
