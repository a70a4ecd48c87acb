// Wraps the doc body to put the "Copy page" action (plugins/llms-txt) above the title.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/plugins/llms-txt/client/CopyPageButton';
import {markdownPathFor} from '@site/plugins/llms-txt/markdownUrl';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageButton markdownUrl={markdownPathFor(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
