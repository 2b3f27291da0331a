/** From this many rows a page renders only what is near the viewport. */
export const VIRTUAL_FROM = 100;
