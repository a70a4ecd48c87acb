#!/usr/bin/env node
// @ts-check
// The example type-check alone: every ```ts/```tsx block of docs, blog, learn, success-stories.
import {main} from './lib/cli.mjs';

main({lint: false, examples: true});
