/**
 * Text from outside (the upstream, a JSON body) made safe to put into a header or a file (issue
 * 30): `encodeURIComponent` throws on a lone UTF-16 surrogate, and a control character can end a
 * header or add a line to a file.
 */

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 controls, DEL and C1 controls, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Every lone surrogate replaced by U+FFFD, as a UTF-8 encoder would: safe for `encodeURIComponent`. */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/** One line of plain text: well-formed, each control character (CR, LF, NUL …) a space. */
export const singleLine = (text: string): string => wellFormed(text).replace(CONTROL, ' ');

/**
 * Text with its line breaks kept as `\n` (CRLF, a CR alone and the separators all count as one),
 * every other control character dropped: for a file format that escapes the breaks itself (ICS).
 */
export const plainLines = (text: string): string =>
  wellFormed(text)
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
