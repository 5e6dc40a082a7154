declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteDump: string;
    /** the dump without the demo's POS tickets */
    pgliteLeanDump: string;
    postgresUrl: string;
  }
}
export {};
