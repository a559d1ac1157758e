/** Said wherever a part of a page is missing because its code did not arrive (see ChunkBoundary). */
export const PART_NOT_LOADED = 'Part of this page did not load. Check your connection, then reload the page.';
