declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteDump: string;
    postgresUrl: string;
  }
}
export {};
