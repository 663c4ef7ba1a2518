// Slugs are the ids in URLs: made from the name, lower-case ASCII words joined by dashes, and made unique
// in their scope with a -2, -3... suffix.
import { Op } from '@pace/platform/db';
import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import slugifyText from 'slugify';

const MAX_SLUG_LENGTH = 60;

export function slugify(name: string, fallback: string): string {
  const slug = slugifyText(name, { lower: true, strict: true, trim: true })
    .replace(/-+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-|-$/g, '');
  return slug || fallback;
}

/**
 * The first of `base`, `base-2`, `base-3`... that no row of `model` in `scope` uses. A concurrent writer
 * may still take it first: the unique index then refuses the second one.
 */
export async function uniqueSlug<M extends Model>(
  model: ModelStatic<M>,
  base: string,
  scope: WhereOptions = {},
  exceptId?: number,
): Promise<string> {
  const rows = await model.findAll({
    where: {
      [Op.and]: [
        scope,
        { slug: { [Op.or]: [base, { [Op.like]: `${base}-%` }] } },
        ...(exceptId ? [{ id: { [Op.ne]: exceptId } }] : []),
      ],
    } as WhereOptions,
    attributes: ['slug'],
  });
  const taken = new Set(rows.map((row) => row.get('slug') as string));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
