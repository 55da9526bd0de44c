/** Escapes LIKE's wildcards so that text such as "100%" matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `term`. */
export const likeContaining = (term: string) => `%${escapeLike(term)}%`;

/** A LIKE pattern matching text that starts with `prefix` (an index on the text can serve it). */
export const likeStarting = (prefix: string) => `${escapeLike(prefix)}%`;
