/** The backend the worker uses unless told otherwise: the built-in engine. */
import type { SearchBackend } from './backend';
import { createEngineBackend } from './engineBackend';

export const defaultBackend = (): SearchBackend | undefined => createEngineBackend();
