// The characters stored text may not hold, without zod: the schemas (schemas/common.ts) refuse them, and
// the /cars page reads its address by the same rules without shipping zod to the browser.

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: no URL contains control characters, not even a newline
export const URL_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/**
 * Half of a UTF-16 surrogate pair on its own: not a character at all. The database drivers would store
 * it as U+FFFD, silently changing what was sent, so it is refused instead.
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
