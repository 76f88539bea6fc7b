// Types for build.mjs.
export declare const HARNESS_DIR: string;
export declare const HARNESS_BUNDLE: string;
export declare const ELECTRON_BUNDLE: string;
export declare function buildIntegration(): Promise<void>;
