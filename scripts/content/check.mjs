#!/usr/bin/env node
// @ts-check
// `npm run content:check`: content lint and example type-check in one run, one parse of every
// page. Exits 1 on any problem. Options: --root <dir> checks another site folder; --only <path> (repeatable) reports only files under it.
import {main} from './lib/cli.mjs';

main({lint: true, examples: true});
