/**
 * Stands in for theme-classic's `prism-include-languages` client module (see ../index.ts): the
 * additional languages are added where Prism loads instead (prismWithLanguages.ts).
 */
export {};
