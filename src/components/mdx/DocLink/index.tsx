/**
 * `<DocLink id="player/api">`: a link inside MDX to a doc by its id, so moving a page (a new
 * slug) does not break links to it. An unknown id stops the build while the page is rendered;
 * `npm run content:check` reports it earlier, with the line, and the llms-txt Markdown copies
 * turn it into a plain link (plugins/llms-txt/mdxToMarkdown.ts).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

type Props = {
  /** Doc id: the file path under docs/ without extension ("player/api"). */
  id: string;
  /** Heading anchor on the target page, without "#". */
  hash?: string;
  children: ReactNode;
};

/** URL of a doc by id, in any docs instance and version; undefined when there is no such doc. */
export function useDocPath(id: string): string | undefined {
  const all = useAllDocsData();
  for (const plugin of Object.values(all)) {
    for (const version of plugin.versions) {
      const doc = version.docs.find((d) => d.id === id);
      if (doc) return doc.path;
    }
  }
  return undefined;
}

/** The link: a doc's URL plus the optional anchor. */
export default function DocLink({id, hash, children}: Props): ReactNode {
  const path = useDocPath(id);
  if (!path) throw new Error(`<DocLink id="${id}">: no doc has this id.`);
  return <Link to={hash ? `${path}#${hash}` : path}>{children}</Link>;
}
