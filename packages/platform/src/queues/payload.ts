import { baseQueue, type JobDefinition, type QueueDefinitions } from './definitions.ts';
import { JobPayloadError } from './types.ts';

export function definitionOf(definitions: QueueDefinitions, queue: string, name: string): JobDefinition {
  const definition = definitions[baseQueue(queue)]?.[name];
  if (!definition) throw new JobPayloadError(`Unknown job ${queue}.${name}`);
  return definition;
}

/** The payload as its schema parses it, or a JobPayloadError naming the job and the first problem. */
export function parsePayload(definitions: QueueDefinitions, queue: string, name: string, payload: unknown) {
  const result = definitionOf(definitions, queue, name).schema.safeParse(payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new JobPayloadError(`Invalid payload for ${queue}.${name}${where}: ${issue?.message}`);
  }
  return result.data;
}
