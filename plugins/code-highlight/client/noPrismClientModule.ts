/**
 * Stands in for theme-classic's `prism-include-languages` client module (see ../index.ts): the
 * additional languages are added with the code-block code instead (withSiteLanguages.ts).
 */
export {};
