// The delete (or remove) block at the foot of an edit screen: the typed name guards it, a failure is
// said in the block, success is left to the screen (usually a flash and back to the list).
import { ConfirmByTyping, errorText, type RequestError } from '@pace/ui/forms';
import type { ReactNode } from 'react';

export interface DeleteByNameProps {
  title: string;
  testId: string;
  description: ReactNode;
  /** What must be typed: the thing's name, or DELETE. */
  name: string;
  action: string;
  /** Runs the mutation with what was typed. */
  run: (typed: string) => Promise<{ error?: RequestError | undefined }>;
  /** Said when the bff gives no reason of its own: 'The team was not deleted'. */
  failed: string;
  onDone: () => void;
}

export function DeleteByName({ name, run, failed, onDone, ...rest }: DeleteByNameProps) {
  return (
    <ConfirmByTyping
      {...rest}
      word={name}
      onConfirm={async (typed) => {
        const result = await run(typed);
        if (result.error) return errorText(result.error, failed);
        onDone();
        return null;
      }}
    />
  );
}
