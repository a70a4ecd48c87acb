// The theme's CodeBlock (marked safe to eject) without the key that rebuilt every block once the
// page hydrated: the code colours are CSS variables (../../colorModes.ts), so the server's markup
// is already right in either colour mode and there is nothing to re-render.
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string when they are only text (so the copy button can copy them), else as they are. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some(isValidElement)) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOf(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
