// What every synthetic form does with the values it loads (the profile, budget or flow being edited, the
// run settings): puts them in the react-hook-form form once they have loaded.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Resets the form to `values` when they differ from the last values put there: a refetch that brings the
 * same values (cache-and-network's second answer) must not undo what someone has typed since.
 */
export function useLoadedValues<V extends FieldValues>(reset: UseFormReset<V>, values: V | null) {
  const applied = useRef<string | null>(null);
  const key = values ? JSON.stringify(values) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are a new object each render; their text is what changes
  useEffect(() => {
    if (!values || key === applied.current) return;
    applied.current = key;
    reset(values);
  }, [key]);
}
