import { Zip, ZipPassThrough } from 'fflate';

export interface ArchiveEntry {
  name: string;
  data: Uint8Array;
  /** Stored as the entry's modification time, so the same bills give the same archive. */
  modified: Date;
}

/** `Счёт.pdf`, `Счёт (2).pdf`, …: names in one archive are unique. */
function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = name.replace(/(\.[^.]+)?$/, ` (${n})$1`);
  taken.add(unique);
  return unique;
}

/**
 * A ZIP archive streamed while its files are made: each entry is produced (a bill rendered) only
 * when the reader is ready for more, so memory holds one file at a time, not the archive.
 * fflate flags non-ASCII names as UTF-8 (general purpose bit 11), so Cyrillic file names open
 * correctly in Windows Explorer and macOS Archive Utility. PDFs are already compressed: entries are
 * stored, not deflated again.
 */
export function zipStream(entries: AsyncIterable<ArchiveEntry>): ReadableStream<Uint8Array> {
  const taken = new Set<string>();
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          zip.end();
          return;
        }
        const entry = new ZipPassThrough(uniqueName(next.value.name, taken));
        entry.mtime = next.value.modified;
        zip.add(entry);
        entry.push(next.value.data, true);
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
