#!/usr/bin/env node
// @ts-check
// The content lint alone (no TypeScript): placeholders, headings, word counts, duplicates, links.
import {main} from './lib/cli.mjs';

main({lint: true, examples: false});
