/** The internal path segment after which a page's cached view follows: `/{route}/-/{view}` (ADR 24). */
export const VIEW_MARKER = '-';
