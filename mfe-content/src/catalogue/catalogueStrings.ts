/** English strings of programs, packs and events on their pages. */
export const catalogueStrings = {};
