export const LOCAL_HOSTS: ReadonlySet<string>;
export function parseEnvFile(text: string): Record<string, string>;
export type CheckCredentials = {
  oauth?: { clientId: string; clientSecret: string; scope: string };
  client?: { username: string; password: string };
};
export function checkTarget(
  argv: string[],
  env: Record<string, string | undefined>,
  localSecret: string | undefined,
): {
  apiUrl: string;
  authUrl: string;
  isLocal: boolean;
  timeoutMs: number;
  envFile: string | undefined;
  credentials: CheckCredentials;
  problems: string[];
};
