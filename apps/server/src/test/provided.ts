// What the run's global setup (database-template.ts) hands every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder, on disk. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database each test file's scratch database is copied from. */
    postgresTemplate?: string;
  }
}

export type ProvidedTemplates = 'pgliteTemplate' | 'postgresTemplate';
