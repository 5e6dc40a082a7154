import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isInitialKey } from './initialKeys.ts';

const catalogueFile = fileURLToPath(new URL('./en-US.json', import.meta.url));
const INITIAL_MESSAGES_ID = '\0backroom:messages-initial';
const ALL_MESSAGES_ID = '\0backroom:messages-all';

/**
 * The catalogue ships pre-parsed (ICU message ASTs), so the portal bundle needs no message parser
 * (FormatJS "message distribution"), and split: `en-US.json` gives the login page's keys only
 * (i18n/initialKeys.ts), `en-US.json?all` the whole catalogue in a chunk of its own
 * (i18n/catalogue.ts). The server and the tests read the plain JSON.
 */
export function precompiledMessages(): Plugin {
  const compile = (keep: (key: string) => boolean) => {
    const messages: Record<string, string> = JSON.parse(readFileSync(catalogueFile, 'utf8'));
    const ast = Object.fromEntries(
      Object.entries(messages)
        .filter(([key]) => keep(key))
        .map(([key, text]) => [key, parse(text)]),
    );
    return `export default ${JSON.stringify(ast)};`;
  };
  let build = false;
  return {
    name: 'backroom:precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !config.test;
    },
    resolveId(source) {
      const all = /(^|\/)en-US\.json\?all$/.test(source);
      // in development and tests the whole catalogue is the plain JSON file
      if (!build) return all ? catalogueFile : null;
      if (all) return ALL_MESSAGES_ID;
      if (/(^|\/)en-US\.json$/.test(source)) return INITIAL_MESSAGES_ID;
      return null;
    },
    load(id) {
      if (id === INITIAL_MESSAGES_ID) return compile(isInitialKey);
      if (id === ALL_MESSAGES_ID) return compile(() => true);
      return null;
    },
  };
}
