// Reading Stripe's form-encoded parameters (`items[0][price]=…`, `expand[]=…`, `metadata[key]=…`), as
// decoded by qs, with the `parameter_invalid_*` errors Stripe gives for values of the wrong kind.
import type { ParsedQs } from 'qs';
import { StripeFakeError } from './errors.ts';

export type Params = ParsedQs;
type Value = Params[string];

export function isParams(value: Value): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(params: Params, key: string, path = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw StripeFakeError.invalid(`Invalid string: ${path}`, path);
  return value;
}

export function requiredStr(params: Params, key: string, path = key): string {
  const value = str(params, key, path);
  if (value === undefined || value === '') {
    throw StripeFakeError.invalid(`Missing required param: ${path}.`, path, 'parameter_missing');
  }
  return value;
}

export function int(params: Params, key: string, path = key): number | undefined {
  const value = str(params, key, path);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw StripeFakeError.invalid(`Invalid integer: ${value}`, path);
  return Number(value);
}

export function bool(params: Params, key: string): boolean | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  return value === 'true';
}

/** A nested object; `''` (Stripe's way of unsetting) gives null. */
export function obj(params: Params, key: string, path = key): Params | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (isParams(value)) return value;
  throw StripeFakeError.invalid(`Invalid object: ${path}`, path);
}

/** A list: qs gives an array for `a[]=x` and `a[0][b]=y` (up to its array limit), an object beyond. */
export function list(params: Params, key: string): Value[] | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (Array.isArray(value)) return value;
  if (isParams(value)) return Object.values(value);
  return [value];
}

/** `metadata[key]=value` merged into `current`; an empty value deletes the key, `metadata=''` clears all. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const value = obj(params, 'metadata');
  if (value === undefined) return current;
  if (value === null) return {};
  const next = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw StripeFakeError.invalid(`Invalid metadata: ${key}`, `metadata[${key}]`);
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  return next;
}
