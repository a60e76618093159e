// The helpers of scripts/perf-api.mjs that the TypeScript parts of `npm run bench` reuse.

export declare function freePort(): Promise<number>;

export declare function startChild<T>(
  args: string[],
  env: Record<string, string | undefined>,
  ready: (output: string) => T | null | undefined | false,
): Promise<{ found: T; stop: () => Promise<void> }>;

export declare function pacedP99(options: {
  rate: number;
  seconds: number;
  url?: string;
  body?: string;
  pick?: (i: number) => { url: string; body: string };
}): Promise<{ p99: number }>;

export declare function postgresDatabase(): Promise<{
  url: string;
  version: string;
  drop(): Promise<void>;
} | null>;

export declare function secondsFromEnv(): number;
