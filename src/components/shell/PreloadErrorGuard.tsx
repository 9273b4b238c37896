import { PRELOAD_ERROR_GUARD_SCRIPT } from '@src/lib/reload-guard';

/**
 * The reload after a new build's chunk failed to load, guarded by 10 seconds (spec sections 4, 9),
 * as the head's first script so it is in place before Waku's bootstrap and its own reload.
 */
export function PreloadErrorGuard({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input in it
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRELOAD_ERROR_GUARD_SCRIPT }} />;
}
