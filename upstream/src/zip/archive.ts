import { zipSync } from 'fflate';

export interface ArchiveEntry {
  name: string;
  data: Uint8Array;
  /** Stored as the entry's modification time, so the same bills give the same archive. */
  modified: Date;
}

/**
 * A ZIP archive of the given files. fflate flags non-ASCII names as UTF-8 (general purpose bit 11),
 * so Cyrillic file names open correctly in Windows Explorer and macOS Archive Utility.
 * PDFs are already compressed; deflating them again would cost CPU for nothing.
 */
export function zipFiles(entries: ArchiveEntry[]): Uint8Array<ArrayBuffer> {
  const files: Record<string, [Uint8Array, { level: 0; mtime: Date }]> = {};
  for (const e of entries) {
    let name = e.name;
    for (let n = 2; files[name]; n++) name = e.name.replace(/(\.[^.]+)?$/, ` (${n})$1`);
    files[name] = [e.data, { level: 0, mtime: e.modified }];
  }
  // fflate always allocates a plain ArrayBuffer (never a shared one), which Response bodies require.
  return zipSync(files) as Uint8Array<ArrayBuffer>;
}
