/** The hash that ties a converted body to the exact source it was made from (markdownBodies.ts, capture.ts). */
import {createHash} from 'node:crypto';

export function contentHash(source: string): string {
  return createHash('sha1').update(source).digest('hex');
}
