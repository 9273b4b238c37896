import { hyphenatedRuns } from '@common/typography';

/**
 * A text whose hyphenated words (a contract's or bill's number, «Санкт-Петербург») never break
 * at their hyphens: each is an `.ident` run (src/styles/global.css); the rest wraps as usual.
 */
export function KeepWhole({ text }: { text: string }) {
  return (
    <>
      {hyphenatedRuns(text).map((run, i) =>
        run.whole ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, never reordered
          <span key={i} className="ident">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
