/**
 * Reading the props of an MDX JSX element (`<PackageManagerTabs packages="remotion" dev />`) from
 * the syntax tree, as the build-time steps that look at components do (llms-txt's Markdown copies,
 * code-highlight's build-time tokens): string props, bare boolean props, and `{true}`, `{false}`
 * or `{'literal'}` expressions. Anything else is not known at build time.
 */

/** The part of an MDX JSX node this reads. */
export type JsxNode = {attributes?: {type: string; name?: string; value?: unknown}[]};

/** A prop's value, or undefined when it is missing or not a literal. */
export function jsxAttribute(node: JsxNode, name: string): string | boolean | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  const expression = (found.value as {value?: string}).value?.trim() ?? '';
  if (expression === 'true' || expression === 'false') return expression === 'true';
  const literal = /^(['"`])([\s\S]*)\1$/.exec(expression);
  return literal ? literal[2] : undefined;
}

/** The named props of an element, as an object a component's own helpers can read. */
export function jsxProps(node: JsxNode, names: readonly string[]): Record<string, string | boolean | undefined> {
  return Object.fromEntries(names.map((name) => [name, jsxAttribute(node, name)]));
}
