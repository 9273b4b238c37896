import type { ChildProcess } from 'node:child_process';

/** A started `wrangler dev` child: its name in messages, the process, its last stderr lines. */
export type Server = { name: string; child: Pick<ChildProcess, 'exitCode' | 'signalCode'>; tail: string[] };
export function waitForHttp(
  server: Server,
  url: string,
  deadline: number,
  accept?: (res: Response) => boolean,
): Promise<void>;
