// The test profile form's lists: request headers, cookies, and the blocked third parties picked from the
// third-party list. Each takes the form (react-hook-form) and edits its own field of it.
import type { ResultOf } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { Choice, controlClass, Fieldset } from '@pace/ui/forms';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import type { PROFILE_FORM } from '../graphql/synthetic';
import { NEW_COOKIE, type ProfileValues } from './profile-form-state';
import styles from './synthetic.module.css';

type ThirdParty = ResultOf<typeof PROFILE_FORM>['testProfileOptions']['thirdParties'][number];
type ProfileForm = UseFormReturn<ProfileValues>;

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      Remove
    </button>
  );
}

export function HeadersFieldset({ form }: { form: ProfileForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'headers' });
  return (
    <Fieldset legend="Headers">
      {fields.map((field, index) => (
        <div key={field.id} className={styles.inline}>
          <input
            aria-label="Header name"
            className={controlClass}
            {...form.register(`headers.${index}.name`)}
          />
          <input
            aria-label="Header value"
            className={controlClass}
            {...form.register(`headers.${index}.value`)}
          />
          <RemoveButton onClick={() => remove(index)} />
        </div>
      ))}
      <div>
        <Button onClick={() => append({ name: '', value: '' })}>Add header</Button>
      </div>
    </Fieldset>
  );
}

const COOKIE_TEXTS = [
  ['name', 'Cookie name', 'name'],
  ['value', 'Cookie value', 'value'],
  ['path', 'Cookie path', '/'],
  ['domain', 'Cookie domain', 'domain'],
] as const;

export function CookiesFieldset({ form }: { form: ProfileForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cookies' });
  return (
    <Fieldset legend="Cookies">
      {fields.map((field, index) => (
        <div key={field.id} className={styles.inline}>
          {COOKIE_TEXTS.map(([key, label, placeholder]) => (
            <input
              key={key}
              aria-label={label}
              placeholder={placeholder}
              className={controlClass}
              {...form.register(`cookies.${index}.${key}`)}
            />
          ))}
          <Choice>
            <input type="checkbox" {...form.register(`cookies.${index}.secure`)} />
            Secure
          </Choice>
          <Choice>
            <input type="checkbox" {...form.register(`cookies.${index}.httpOnly`)} />
            HTTP only
          </Choice>
          <RemoveButton onClick={() => remove(index)} />
        </div>
      ))}
      <div>
        <Button onClick={() => append({ ...NEW_COOKIE })}>Add cookie</Button>
      </div>
    </Fieldset>
  );
}

/** The third parties the profile blocks, each a button that unblocks it, and a search to add more. */
export function BlockedThirdPartiesFieldset({
  form,
  search,
  setSearch,
  thirdParties,
}: {
  form: ProfileForm;
  search: string;
  setSearch: (search: string) => void;
  /** The third-party list's entities matching the search. */
  thirdParties: ThirdParty[] | undefined;
}) {
  const blocked = useWatch({ control: form.control, name: 'blockedThirdParties' });
  const setBlocked = (entities: string[]) =>
    form.setValue('blockedThirdParties', entities, { shouldDirty: true });
  return (
    <Fieldset legend="Blocked third parties">
      <div className={styles.toolbar}>
        {blocked.map((entity) => (
          <button
            key={entity}
            type="button"
            className={styles.status}
            onClick={() => setBlocked(blocked.filter((e) => e !== entity))}
            aria-label={`Unblock ${entity}`}
          >
            {entity} ×
          </button>
        ))}
      </div>
      <input
        aria-label="Search third parties"
        placeholder="Search: Google Analytics, Hotjar…"
        className={controlClass}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {search ? (
        <div className={styles.toolbar}>
          {thirdParties
            ?.filter((entity) => !blocked.includes(entity.name))
            .slice(0, 12)
            .map((entity) => (
              <button
                key={entity.name}
                type="button"
                className={styles.status}
                onClick={() => setBlocked([...blocked, entity.name])}
              >
                + {entity.name} <span className={styles.muted}>({entity.category})</span>
              </button>
            ))}
        </div>
      ) : null}
    </Fieldset>
  );
}
