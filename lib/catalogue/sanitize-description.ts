import sanitizeHtml from 'sanitize-html';
import { DROPPED_WITH_CONTENT } from './html-tokens';
import { stripInvisible } from '@/lib/domain/invisible';

/** The markup a device description may keep; every attribute is dropped. */
const ALLOWED = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4'];

/**
 * A device description made safe to render (SPEC §5), by sanitize-html: invisible characters stripped,
 * only the allow-listed elements kept without any attribute (so no event handler, style or link), the
 * content of script, style, iframe and the like dropped, other elements unwrapped to their text, text
 * escaped and every element closed, so the result cannot break out of the element it is rendered into.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(stripInvisible(html), {
    allowedTags: ALLOWED,
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    // An element left without text (a stray "</p>" opens an empty paragraph) would only add a gap.
    exclusiveFilter: (frame) => frame.tag !== 'br' && frame.text.trim() === '',
  }).trim();
}
