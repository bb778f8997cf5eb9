export declare const DIST_DIR: string;

export declare function freePort(): Promise<number>;

/** An answer the server logged as slow (its `slow request` line). */
export interface SlowAnswer {
  method: string;
  route: string;
  statusCode: number;
  ms: number;
}

export declare function startBuiltAppServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{
  baseUrl: string;
  stop: () => Promise<void>;
  /** The URL of the SATUSEHAT stand-in the server started, once it printed it (else null). */
  standInUrl: () => string | null;
  /** The answers the server logged as slow so far (its `slow request` lines). */
  slowRequests: () => SlowAnswer[];
}>;
