import {useCallback, useEffect, useRef, useState} from 'react';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import {loadSiteSearchClient} from '@site/plugins/local-search/client/siteClient';
import {chatSettings} from './settings';
import {loadGeneratorSettings} from './generatorSettings';
import {retrievePassages, type Passage, type Retrieval} from './retrieve';
import {buildMessages, generateAnswer, GeneratorError} from './generate';

export type AskPhase = 'idle' | 'searching' | 'thinking' | 'answering' | 'done';

export type AskState = {
  question: string;
  phase: AskPhase;
  retrieval: Retrieval | null;
  searchError: string | null;
  answer: string;
  answerError: string | null;
};

const IDLE: AskState = {question: '', phase: 'idle', retrieval: null, searchError: null, answer: '', answerError: null};

let clientPromise: ReturnType<typeof loadSiteSearchClient> | null = null;

/**
 * One question at a time: find passages with the site's search, then, when a generator is
 * configured, stream an answer from them. Asking again cancels the previous question.
 */
export function useAsk(): {state: AskState; ask(question: string): void; generates: boolean} {
  const {algolia} = useAlgoliaThemeConfig();
  const [state, setState] = useState<AskState>(IDLE);
  const current = useRef<AbortController | null>(null);
  const {generates} = chatSettings();

  useEffect(() => () => current.current?.abort(), []);

  const ask = useCallback(
    (raw: string) => {
      const question = raw.trim();
      if (!question) return;
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const patch = (update: Partial<AskState> | ((previous: AskState) => Partial<AskState>)) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({...previous, ...(typeof update === 'function' ? update(previous) : update)}));
      };
      setState({...IDLE, question, phase: 'searching'});

      void (async () => {
        let retrieval: Retrieval;
        try {
          clientPromise ??= loadSiteSearchClient(algolia.appId, algolia.apiKey);
          retrieval = await retrievePassages(await clientPromise, algolia.indexName, question);
        } catch {
          clientPromise = null;
          patch({phase: 'done', searchError: 'The documentation search could not be reached. Check your connection and ask again.'});
          return;
        }
        if (!generates || retrieval.passages.length === 0) {
          patch({phase: 'done', retrieval});
          return;
        }
        patch({phase: 'thinking', retrieval});
        let generator;
        try {
          generator = await loadGeneratorSettings();
        } catch {
          patch({phase: 'done', answerError: 'The answer could not be written. Check your connection and ask again.'});
          return;
        }
        if (!generator) {
          patch({phase: 'done'});
          return;
        }
        const titles = new Map(retrieval.pages.flatMap((page) => page.passages.map((p) => [p.id, page.title] as const)));
        const messages = buildMessages(question, retrieval.passages, (passage: Passage) => titles.get(passage.id) ?? '');
        try {
          await generateAnswer(
            generator,
            messages,
            {
              onAnswering: () => patch({phase: 'answering'}),
              onText: (text) => patch((previous) => ({answer: previous.answer + text})),
            },
            controller.signal,
          );
          patch({phase: 'done'});
        } catch (error) {
          if (controller.signal.aborted) return;
          const message = error instanceof GeneratorError ? error.message : 'The answer could not be written.';
          patch({phase: 'done', answer: '', answerError: message});
        }
      })();
    },
    [algolia.appId, algolia.apiKey, algolia.indexName, generates],
  );

  return {state, ask, generates};
}
