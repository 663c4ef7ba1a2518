// The Lighthouse CI server ships no types; the bench uses it as the peer dashboard (tests/bench).
declare module '@lhci/server' {
  export function createServer(options: {
    port: number;
    logLevel?: 'silent' | 'verbose';
    storage: { storageMethod: 'sql'; sqlDialect: 'sqlite'; sqlDatabasePath: string };
  }): Promise<{ port: number; close(): Promise<void> }>;
}
