/** English strings of the blocks. */
export const blockStrings = {};
