import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (scripts/ lives directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
