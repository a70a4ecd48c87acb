// Wrapped: the docs version metadata carries no descriptions (plugins/docs-metadata keeps them
// out of every docs page), so a doc's card reads its description from a data module that only
// pages with cards load.
import React, {Suspense, use, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

type Descriptions = Record<string, string>;

let descriptions: Promise<Descriptions> | null = null;

function loadDescriptions(): Promise<Descriptions> {
  descriptions ??= import('@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json').then(
    (module) => module.default as Descriptions,
    // Offline or a failed chunk: the cards show without descriptions, and the next card asks again.
    () => {
      descriptions = null;
      return {};
    },
  );
  return descriptions;
}

/** The card without its doc id: the original would look the doc up in the (now empty) version map. */
function linkItem(item: PropSidebarItemLink, description: string | undefined): PropSidebarItemLink {
  return {...item, docId: undefined, description};
}

function DocCardWithDescription({item}: {item: PropSidebarItemLink}): ReactNode {
  const all = use(loadDescriptions());
  return <DocCard item={linkItem(item, item.description ?? all[item.href])} />;
}

export default function DocCardWrapper({item}: Props): ReactNode {
  if (item.type !== 'link' || !item.docId) return <DocCard item={item} />;
  // Server rendering waits for the data; in the browser the server's HTML stays until it arrives.
  return (
    <Suspense fallback={<DocCard item={linkItem(item, item.description)} />}>
      <DocCardWithDescription item={item} />
    </Suspense>
  );
}
