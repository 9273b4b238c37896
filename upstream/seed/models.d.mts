// Types of the seed's name maps for the unit tests (the module itself is plain Node ESM).
export const transmissions: Record<string, string>;
export const drives: Record<string, string>;
export const fuels: Record<string, string>;
export const bodies: Record<string, string>;
