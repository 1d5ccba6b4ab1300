/**
 * The part of better-sqlite3's API the lead store uses. The package ships no types and
 * @types/better-sqlite3 is not a dependency yet; once it is, delete this file.
 */
declare module 'better-sqlite3' {
  namespace Database {
    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }
    interface Statement {
      run(...params: unknown[]): RunResult;
      all(...params: unknown[]): unknown[];
      get(...params: unknown[]): unknown;
    }
    interface Database {
      prepare(sql: string): Statement;
      exec(sql: string): this;
      pragma(source: string, options?: { simple?: boolean }): unknown;
      close(): this;
      readonly open: boolean;
    }
    interface Options {
      readonly?: boolean;
      fileMustExist?: boolean;
      /** Milliseconds to wait for a lock held by another connection. */
      timeout?: number;
    }
  }
  const Database: new (filename: string, options?: Database.Options) => Database.Database;
  export = Database;
}
