/**
 * The preview's styles, written into the page by the component itself (a `<style>` element in
 * its server HTML) rather than as a CSS module: a CSS module would either sit in the site-wide
 * stylesheet of every page, previews or not, or arrive with the lazily loaded chunk, after the
 * still frame has painted unstyled (and never without JavaScript). Class names are prefixed.
 */
export const PREVIEW_CSS = `
.lp-root{margin:1.5rem 0;padding:1rem;border:1px solid var(--site-border-color);border-radius:12px;background:var(--site-card-background)}
.lp-body{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.lp-stage{flex:1 1 340px;min-width:0}
.lp-frame{width:100%;aspect-ratio:16/9;overflow:hidden;border-radius:8px;background:#0b1020}
.lp-side{flex:1 1 280px;min-width:0;display:flex;flex-direction:column;gap:.75rem}
.lp-controls{margin:0;padding:0;border:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:.5rem .9rem}
.lp-controls legend{font-weight:700;font-size:.9rem;margin-bottom:.4rem;padding:0}
.lp-field{display:flex;flex-direction:column;gap:.15rem;font-size:.8rem;min-width:0}
.lp-name{font-family:var(--ifm-font-family-monospace);overflow-wrap:anywhere}
.lp-row{display:flex;align-items:center;gap:.5rem}
.lp-row input[type=range]{flex:1;min-width:0}
.lp-row output,.lp-row code{font-variant-numeric:tabular-nums;min-width:3.2em;text-align:right;font-size:.8rem}
.lp-field select{padding:.2rem .3rem;border:1px solid var(--site-border-color);border-radius:6px;background:var(--ifm-background-color);color:inherit;font:inherit}
.lp-check{flex-direction:row;align-items:center;gap:.4rem}
.lp-controls input:focus-visible,.lp-controls select:focus-visible,.lp-toggle:focus-visible{outline:2px solid var(--ifm-color-primary);outline-offset:2px}
.lp-actions{display:flex;align-items:center;gap:.6rem;margin-top:.5rem;font-size:.8rem;color:var(--site-muted-text)}
.lp-toggle{padding:.25rem .8rem;border:1px solid var(--site-border-color);border-radius:999px;background:var(--site-card-background);color:inherit;font:inherit;font-weight:600;cursor:pointer}
.lp-toggle:disabled{cursor:default;opacity:.6}
.lp-code{min-width:0}
.lp-code .theme-code-block{margin-bottom:0;font-size:.78rem}
.lp-note{margin:.5rem 0 0;padding:.5rem .75rem;border-left:3px solid var(--ifm-color-warning-dark);border-radius:4px;background:var(--ifm-color-emphasis-100);font-size:.85rem;overflow-wrap:anywhere}
.lp-caption{margin-top:.75rem;font-size:.85rem;color:var(--site-muted-text)}
`;
