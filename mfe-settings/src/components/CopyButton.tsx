import { Button } from '@pace/ui';
import { useState } from 'react';
import table from './Table.module.css';

/** Copies a value to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <Button onClick={copy}>{state === 'copied' ? 'Copied' : label}</Button>
      <span role="status" className={table.visuallyHidden}>
        {state === 'copied'
          ? 'Copied to the clipboard'
          : state === 'failed'
            ? 'Copy failed: select the text and copy it'
            : ''}
      </span>
    </>
  );
}
