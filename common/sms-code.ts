/** Spaces and dashes a code is pasted with («123 456», «123-456»). */
const CODE_SEPARATORS = /[\s\u00a0\u202f\u2010-\u2015-]/g;

/** The digits of an SMS code as typed or pasted: its spaces and dashes go (the form and the edge alike). */
export const codeDigits = (value: string) => value.replace(CODE_SEPARATORS, '');
