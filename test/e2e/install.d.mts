// Types for install.mjs (plain JS so that setup.mjs runs on bare Node).
export type Log = (msg: string) => void;
export declare function logger(tag: string): Log;
export declare const node24Env: NodeJS.ProcessEnv;
/** Where the install steps' own output goes (.vscode-test/install.log). */
export declare const INSTALL_LOG: string;
/** Minutes the first install took from a clean clone, as the README says. */
export declare const FIRST_INSTALL_MINUTES: string;
export declare const DEBIAN_BUILD: readonly string[];
export declare const DEBIAN_BROWSER: readonly string[];
export declare function missingDebianPackages(names: readonly string[]): string[];
export declare function ensureDebianPackages(names: readonly string[], log: Log): void;
export declare function ensureNode24(log: Log): void;
export declare function codeServerReady(): boolean;
export declare function ensureCodeServer(log: Log): void;
export declare function packageFolder(dir: string, out: string, opts?: { dependencies?: boolean }): string;
export declare function packageExtension(log: Log, out?: string): string;
export declare function installExtensions(extensionsDir: string, vsixes: readonly string[], log: Log): void;
