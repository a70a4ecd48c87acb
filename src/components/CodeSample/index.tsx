import React, {type ComponentType, type ReactNode} from 'react';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXCode from '@theme/MDXComponents/Code';

type MdxFile = ComponentType<{components?: Record<string, ComponentType<never>>}>;

/**
 * A code sample for a React page, written as a fenced block in an MDX file next to the page
 * (`import Sample from './_Sample.mdx'`) so the build highlights it (plugins/code-highlight).
 * Only the code components are given to it: <MDXContent> would bring every MDX component
 * (tabs, admonitions, headings...) into the page's bundle.
 */
export default function CodeSample({file}: {file: ComponentType<unknown>}): ReactNode {
  const Content = file as MdxFile;
  return <Content components={{pre: MDXPre, code: MDXCode}} />;
}
