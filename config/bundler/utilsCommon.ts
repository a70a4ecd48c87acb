/**
 * `@docusaurus/utils-common` for the browser bundles (see ./index.ts): the package's exports,
 * imported from the files that define them, so tslib does not come along with its index.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

/** Same value as the package's index (anchors with a `__` prefix are ignored by DocSearch's crawler). */
export const blogPostContainerID = '__blog-post-container';
