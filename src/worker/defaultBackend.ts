/** The backend the worker uses unless told otherwise: none until the engine facade lands. */
import type { SearchBackend } from './backend';

export const defaultBackend = (): SearchBackend | undefined => undefined;
