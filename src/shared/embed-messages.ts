/**
 * What the panel in its frame asks of the widget's loader on the host page,
 * by postMessage: keys pressed in the frame never reach the host page, so
 * Escape in the panel closes it this way. Kept apart from the embed schema
 * so the loader can use it without bundling zod.
 */
export const EMBED_CLOSE_MESSAGE = "mentalcoach:close";
