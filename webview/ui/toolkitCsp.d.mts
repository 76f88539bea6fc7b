import type { Plugin } from 'esbuild';
/** See toolkitCsp.mjs: answers the toolkit's :focus-visible probe without an inline <style>. */
export declare const toolkitCsp: Plugin;
