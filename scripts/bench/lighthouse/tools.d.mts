/**
 * The part of Lighthouse's and puppeteer-core's APIs the benchmark uses. Their own types come
 * with packages the project's `npm ci` does not install (./package.json holds them), so the
 * typecheck of a fresh clone reads these instead.
 */
export interface LighthouseAudit {
  id: string;
  score: number | null;
  numericValue?: number;
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

export interface LighthouseFlags {
  logLevel?: 'silent' | 'error' | 'info' | 'verbose';
  onlyCategories?: string[];
  disableStorageReset?: boolean;
}

export interface BenchPage {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => Promise<void>, arg: A): Promise<void>;
}

export interface BenchBrowser {
  newPage(): Promise<BenchPage>;
  close(): Promise<void>;
}

export declare const lighthouse: (
  url: string,
  flags: LighthouseFlags,
  config: undefined,
  page: BenchPage,
) => Promise<{ lhr: LighthouseResult } | undefined>;

export declare const puppeteer: {
  launch(options: {
    executablePath: string;
    headless: boolean;
    args: string[];
  }): Promise<BenchBrowser>;
};
