// Types for paths.mjs (plain JS so that setup.mjs runs on bare Node).
export declare const NODE24_VERSION: string;
export declare const CODE_SERVER_VERSION: string;
export declare const paths: {
  readonly root: string;
  readonly cache: string;
  readonly node24Prefix: string;
  readonly node24Dir: string;
  readonly node24Bin: string;
  readonly node24: string;
  readonly codeServerPrefix: string;
  readonly codeServerPkg: string;
  readonly codeServerEntry: string;
  readonly vsix: string;
  readonly langpackVsix: string;
  readonly languagePacks: string;
  readonly extensionsDir: string;
  readonly results: string;
};
