#!/usr/bin/env node
// npm bin shim: runs the TypeScript CLI through tsx's CommonJS loader.
require('tsx/cjs');
require('./content-guard.ts');
